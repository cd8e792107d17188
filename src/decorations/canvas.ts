/** Canvases for the decorations, sized for the device pixel ratio. */
export interface HostCanvas {
  canvas: HTMLCanvasElement;
  context: CanvasRenderingContext2D;
  width: () => number;
  height: () => number;
  remove: () => void;
}

/**
 * A canvas that fills `box` (the host, or the viewport for a fixed canvas)
 * and follows its size. Hidden from assistive technology unless the canvas
 * is `interactive` (the game), which then names itself.
 */
function sizedCanvas(
  place: (canvas: HTMLCanvasElement) => void,
  box: () => {width: number; height: number},
  observed: Element | null,
  style: string,
  interactive: boolean,
): HostCanvas | null {
  const canvas = document.createElement('canvas');
  if (!interactive) canvas.setAttribute('aria-hidden', 'true');
  canvas.style.cssText = `${style}${interactive ? '' : 'pointer-events:none;'}`;
  const context = canvas.getContext('2d');
  if (!context) return null;
  place(canvas);
  const resize = () => {
    const ratio = window.devicePixelRatio || 1;
    const {width, height} = box();
    canvas.width = width * ratio;
    canvas.height = height * ratio;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
  };
  resize();
  let observer: ResizeObserver | null = null;
  if (observed) {
    observer = new ResizeObserver(resize);
    observer.observe(observed);
  } else window.addEventListener('resize', resize);
  return {
    canvas,
    context,
    width: () => box().width,
    height: () => box().height,
    remove: () => {
      observer?.disconnect();
      window.removeEventListener('resize', resize);
      canvas.remove();
    },
  };
}

/** A canvas behind the host's content, filling it. */
export function createHostCanvas(host: HTMLElement, interactive = false): HostCanvas | null {
  return sizedCanvas(
    (canvas) => {
      if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
      host.prepend(canvas);
    },
    () => ({width: host.clientWidth, height: host.clientHeight}),
    host,
    'position:absolute;inset:0;width:100%;height:100%;',
    interactive,
  );
}

/** A canvas over the whole viewport that never takes a click, for a short effect above the page. */
export function createViewportCanvas(): HostCanvas | null {
  return sizedCanvas(
    (canvas) => document.body.append(canvas),
    () => ({width: window.innerWidth, height: window.innerHeight}),
    null,
    'position:fixed;inset:0;width:100vw;height:100vh;z-index:var(--ifm-z-index-overlay);',
    false,
  );
}

/** Runs `frame` on every animation frame until the returned stop function is called. */
export function animate(frame: (time: number) => void): () => void {
  let handle = requestAnimationFrame(function tick(time) {
    frame(time);
    handle = requestAnimationFrame(tick);
  });
  return () => cancelAnimationFrame(handle);
}

/** A colour token of the site's theme (src/css/custom.css) as it applies to `element` now, in light or dark mode. */
export function themeColour(element: Element, token: '--ifm-color-primary' | '--ifm-font-color-base'): string {
  return getComputedStyle(element).getPropertyValue(token).trim();
}
