/** A canvas that fills its host, sized for the device pixel ratio; shared by the decorations. */
export interface HostCanvas {
  canvas: HTMLCanvasElement;
  context: CanvasRenderingContext2D;
  width: () => number;
  height: () => number;
  remove: () => void;
}

export function createHostCanvas(host: HTMLElement, interactive = false): HostCanvas | null {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.style.cssText = `position:absolute;inset:0;width:100%;height:100%;${interactive ? '' : 'pointer-events:none;'}`;
  const context = canvas.getContext('2d');
  if (!context) return null;
  if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
  host.prepend(canvas);
  const resize = () => {
    const ratio = window.devicePixelRatio || 1;
    canvas.width = host.clientWidth * ratio;
    canvas.height = host.clientHeight * ratio;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
  };
  resize();
  const observer = new ResizeObserver(resize);
  observer.observe(host);
  return {
    canvas,
    context,
    width: () => host.clientWidth,
    height: () => host.clientHeight,
    remove: () => {
      observer.disconnect();
      canvas.remove();
    },
  };
}

/** Runs `frame` on every animation frame until the returned stop function is called. */
export function animate(frame: (time: number) => void): () => void {
  let handle = requestAnimationFrame(function tick(time) {
    frame(time);
    handle = requestAnimationFrame(tick);
  });
  return () => cancelAnimationFrame(handle);
}
