import {animate, createHostCanvas} from './canvas';

interface Spark {
  x: number;
  y: number;
  vx: number;
  vy: number;
  life: number;
  hue: number;
}

/** Bursts of sparks where the reader clicks inside the host. */
export function startFireworks(host: HTMLElement): () => void {
  const surface = createHostCanvas(host);
  if (!surface) return () => undefined;
  const {context, width, height} = surface;
  const sparks: Spark[] = [];
  const burst = (event: MouseEvent) => {
    const box = host.getBoundingClientRect();
    const hue = Math.floor(Math.random() * 360);
    for (let i = 0; i < 36; i += 1) {
      const angle = (Math.PI * 2 * i) / 36;
      const speed = 1.5 + Math.random() * 2;
      sparks.push({
        x: event.clientX - box.left,
        y: event.clientY - box.top,
        vx: Math.cos(angle) * speed,
        vy: Math.sin(angle) * speed,
        life: 1,
        hue,
      });
    }
  };
  host.addEventListener('click', burst);
  const stop = animate(() => {
    context.clearRect(0, 0, width(), height());
    for (let i = sparks.length - 1; i >= 0; i -= 1) {
      const s = sparks[i];
      s.x += s.vx;
      s.y += s.vy;
      s.vy += 0.04;
      s.life -= 0.015;
      if (s.life <= 0) {
        sparks.splice(i, 1);
        continue;
      }
      context.globalAlpha = s.life;
      context.fillStyle = `hsl(${s.hue} 85% 60%)`;
      context.fillRect(s.x, s.y, 2.5, 2.5);
    }
  });
  return () => {
    stop();
    host.removeEventListener('click', burst);
    surface.remove();
  };
}
