/** How far through the page the reader has scrolled, from 0 to 1 (0 when the page does not scroll). */
export function readingProgress(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const max = scrollHeight - viewportHeight;
  return max > 0 ? Math.min(1, Math.max(0, scrollY / max)) : 0;
}

/**
 * A thin reading-progress bar along the top of the window that grows as the
 * reader scrolls through a long page (front matter `decoration: progress`).
 * Fixed, so nothing moves; hidden from assistive technology; takes no click.
 */
export function startBar(host: HTMLElement): () => void {
  const bar = document.createElement('div');
  bar.setAttribute('aria-hidden', 'true');
  bar.dataset.readingProgress = '';
  bar.style.cssText =
    'position:fixed;top:0;left:0;height:3px;width:100%;transform-origin:0 50%;transform:scaleX(0);' +
    'background:var(--ifm-color-primary);z-index:var(--ifm-z-index-fixed);pointer-events:none;';
  host.append(bar);
  const update = () => {
    const progress = readingProgress(window.scrollY, document.documentElement.scrollHeight, window.innerHeight);
    bar.style.transform = `scaleX(${progress})`;
  };
  update();
  window.addEventListener('scroll', update, {passive: true});
  window.addEventListener('resize', update, {passive: true});
  return () => {
    window.removeEventListener('scroll', update);
    window.removeEventListener('resize', update);
    bar.remove();
  };
}
