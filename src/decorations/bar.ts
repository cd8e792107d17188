/** A thin bar at the top of the host that grows as the reader scrolls through the page. */
export function startBar(host: HTMLElement): () => void {
  const bar = document.createElement('div');
  bar.setAttribute('aria-hidden', 'true');
  bar.style.cssText =
    'position:fixed;top:0;left:0;height:3px;width:100%;transform-origin:0 50%;transform:scaleX(0);' +
    'background:var(--ifm-color-primary);z-index:var(--ifm-z-index-fixed);pointer-events:none;';
  host.append(bar);
  const update = () => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    bar.style.transform = `scaleX(${max > 0 ? Math.min(1, window.scrollY / max) : 0})`;
  };
  update();
  window.addEventListener('scroll', update, {passive: true});
  return () => {
    window.removeEventListener('scroll', update);
    bar.remove();
  };
}
