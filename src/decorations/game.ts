import {animate, createHostCanvas} from './canvas';

/**
 * A tiny catch game: move the paddle with the pointer or the arrow keys and
 * catch the falling squares. Purely for fun on the not-found page.
 */
export function startGame(host: HTMLElement): () => void {
  const surface = createHostCanvas(host, true);
  if (!surface) return () => undefined;
  const {canvas, context, width, height} = surface;
  let paddle = width() / 2;
  let score = 0;
  const drops: {x: number; y: number}[] = [];
  const onPointer = (event: PointerEvent) => {
    paddle = event.clientX - canvas.getBoundingClientRect().left;
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') paddle -= 24;
    if (event.key === 'ArrowRight') paddle += 24;
  };
  canvas.addEventListener('pointermove', onPointer);
  window.addEventListener('keydown', onKey);
  let last = 0;
  const stop = animate((time) => {
    const w = width();
    const h = height();
    if (time - last > 900) {
      drops.push({x: Math.random() * (w - 12), y: -12});
      last = time;
    }
    context.clearRect(0, 0, w, h);
    const color = getComputedStyle(host).getPropertyValue('--ifm-color-primary').trim() || '#4741e0';
    context.globalAlpha = 0.6;
    context.fillStyle = color;
    context.fillRect(paddle - 30, h - 10, 60, 6);
    for (let i = drops.length - 1; i >= 0; i -= 1) {
      const drop = drops[i];
      if (drop === undefined) continue;
      drop.y += 2;
      context.fillRect(drop.x, drop.y, 12, 12);
      if (drop.y > h - 16 && Math.abs(drop.x + 6 - paddle) < 36) {
        score += 1;
        drops.splice(i, 1);
      } else if (drop.y > h) drops.splice(i, 1);
    }
    context.globalAlpha = 0.8;
    context.font = '600 13px system-ui, sans-serif';
    context.fillText(`Caught: ${score}`, 8, 18);
  });
  return () => {
    stop();
    canvas.removeEventListener('pointermove', onPointer);
    window.removeEventListener('keydown', onKey);
    surface.remove();
  };
}
