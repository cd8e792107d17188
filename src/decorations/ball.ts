import {animate, createHostCanvas, themeColour} from './canvas';

/** One move of a ball of `radius` inside a `width` × `height` box, bouncing off its edges. */
export function bounce(
  ball: {x: number; y: number; vx: number; vy: number},
  radius: number,
  width: number,
  height: number,
): void {
  ball.x += ball.vx;
  ball.y += ball.vy;
  if (ball.x < radius || ball.x > width - radius) {
    ball.vx = ball.x < radius ? Math.abs(ball.vx) : -Math.abs(ball.vx);
    ball.x = Math.min(Math.max(ball.x, radius), Math.max(radius, width - radius));
  }
  if (ball.y < radius || ball.y > height - radius) {
    ball.vy = ball.y < radius ? Math.abs(ball.vy) : -Math.abs(ball.vy);
    ball.y = Math.min(Math.max(ball.y, radius), Math.max(radius, height - radius));
  }
}

/** A ball bouncing slowly behind the not-found page's heading, until the reader starts the game. */
export function startBall(host: HTMLElement): () => void {
  const surface = createHostCanvas(host);
  if (!surface) return () => undefined;
  const {context, width, height} = surface;
  const radius = 10;
  const ball = {x: radius, y: radius, vx: 2.2, vy: 1.6};
  const stop = animate(() => {
    const w = width();
    const h = height();
    bounce(ball, radius, w, h);
    context.clearRect(0, 0, w, h);
    // Faint, so that text the ball passes behind keeps its contrast.
    context.globalAlpha = 0.35;
    context.fillStyle = themeColour(host, '--ifm-color-primary');
    context.beginPath();
    context.arc(ball.x, ball.y, radius, 0, Math.PI * 2);
    context.fill();
  });
  return () => {
    stop();
    surface.remove();
  };
}
