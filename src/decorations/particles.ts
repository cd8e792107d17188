import {animate, createHostCanvas, themeColour} from './canvas';
import {particleProfile} from './particleProfiles';

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

/** Slowly drifting dots joined by faint lines, behind a page's heading block (profiles in particleProfiles.ts). */
export function startParticles(host: HTMLElement): () => void {
  const surface = createHostCanvas(host);
  if (!surface) return () => undefined;
  const profile = particleProfile(host.dataset.particleProfile);
  const {context, width, height} = surface;
  const particles: Particle[] = Array.from({length: profile.count}, () => ({
    x: Math.random() * width(),
    y: Math.random() * height(),
    vx: (Math.random() - 0.5) * profile.speed * 2,
    vy: (Math.random() - 0.5) * profile.speed * 2,
    r: profile.radius[0] + Math.random() * (profile.radius[1] - profile.radius[0]),
  }));
  const stop = animate(() => {
    const w = width();
    const h = height();
    const color = themeColour(host, '--ifm-color-primary');
    context.clearRect(0, 0, w, h);
    context.fillStyle = color;
    context.strokeStyle = color;
    for (const p of particles) {
      p.x = (p.x + p.vx + w) % w;
      p.y = (p.y + p.vy + h) % h;
      context.globalAlpha = 0.35;
      context.beginPath();
      context.arc(p.x, p.y, p.r, 0, Math.PI * 2);
      context.fill();
    }
    particles.forEach((a, i) => {
      for (const b of particles.slice(i + 1)) {
        const distance = Math.hypot(a.x - b.x, a.y - b.y);
        if (distance < profile.linkDistance) {
          context.globalAlpha = 0.12 * (1 - distance / profile.linkDistance);
          context.beginPath();
          context.moveTo(a.x, a.y);
          context.lineTo(b.x, b.y);
          context.stroke();
        }
      }
    });
  });
  return () => {
    stop();
    surface.remove();
  };
}
