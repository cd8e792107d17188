import {animate, createHostCanvas} from './canvas';

/** A ball bouncing inside the host, for empty states such as the not-found page. */
export function startBall(host: HTMLElement): () => void {
  const surface = createHostCanvas(host);
  if (!surface) return () => undefined;
  const {context, width, height} = surface;
  const radius = 10;
  let x = radius;
  let y = radius;
  let vx = 2.2;
  let vy = 1.6;
  const stop = animate(() => {
    const w = width();
    const h = height();
    x += vx;
    y += vy;
    if (x < radius || x > w - radius) vx = -vx;
    if (y < radius || y > h - radius) vy = -vy;
    context.clearRect(0, 0, w, h);
    context.globalAlpha = 0.5;
    context.fillStyle = getComputedStyle(host).getPropertyValue('--ifm-color-primary').trim() || '#4741e0';
    context.beginPath();
    context.arc(x, y, radius, 0, Math.PI * 2);
    context.fill();
  });
  return () => {
    stop();
    surface.remove();
  };
}
