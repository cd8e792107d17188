import {animate, createViewportCanvas} from './canvas';

export interface Spark {
  x: number;
  y: number;
  vx: number;
  vy: number;
  /** 1 when born, gone at 0. */
  life: number;
  hue: number;
}

export interface Burst {
  /** Milliseconds after the start. */
  at: number;
  /** Offset from the origin, in CSS pixels. */
  dx: number;
  dy: number;
  hue: number;
}

/** Three bursts in a row around the point: one celebration, then the canvas goes away. */
export const CELEBRATION: readonly Burst[] = [
  {at: 0, dx: 0, dy: -20, hue: 250},
  {at: 220, dx: 70, dy: -50, hue: 45},
  {at: 440, dx: -60, dy: -45, hue: 160},
];

const SPARKS_PER_BURST = 36;
const EDGE_MARGIN = 60;
const GRAVITY_PER_MS = 0.00012;
const FADE_PER_MS = 0.0011;

/** The sparks of one burst at (x, y): evenly spread around, each at a slightly different speed (px/ms). */
export function burstAt(x: number, y: number, hue: number, random: () => number = Math.random): Spark[] {
  return Array.from({length: SPARKS_PER_BURST}, (_, i) => {
    const angle = (Math.PI * 2 * i) / SPARKS_PER_BURST;
    const speed = 0.09 + random() * 0.12;
    return {x, y, vx: Math.cos(angle) * speed, vy: Math.sin(angle) * speed, life: 1, hue};
  });
}

/** Moves the sparks on by `elapsedMs` (falling, fading) and drops the ones that have faded out. */
export function stepSparks(sparks: Spark[], elapsedMs: number): Spark[] {
  const elapsed = Math.min(Math.max(elapsedMs, 0), 50);
  return sparks.filter((spark) => {
    spark.vy += GRAVITY_PER_MS * elapsed;
    spark.x += spark.vx * elapsed;
    spark.y += spark.vy * elapsed;
    spark.life -= FADE_PER_MS * elapsed;
    return spark.life > 0;
  });
}

/**
 * Fireworks once, around a point of the viewport (where the reader pressed
 * "Yes" in the page feedback): a canvas over the viewport that takes no
 * click and is hidden from assistive technology, removed when the last spark
 * fades (about 1.5 s). The returned function ends it early.
 */
export function startFireworks(at: {x: number; y: number}): () => void {
  const surface = createViewportCanvas();
  if (!surface) return () => undefined;
  const {context, width, height} = surface;
  const {x, y} = at;
  const pending = [...CELEBRATION];
  let sparks: Spark[] = [];
  let started: number | undefined;
  let last: number | undefined;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    stop();
    surface.remove();
  };
  const stop = animate((time) => {
    started ??= time;
    const elapsed = last === undefined ? 0 : time - last;
    last = time;
    for (let next = pending[0]; next && next.at <= time - started; next = pending[0]) {
      pending.shift();
      // Kept inside the window, so that a button near the edge of a phone screen still gets all three.
      const bx = Math.min(Math.max(x + next.dx, EDGE_MARGIN), Math.max(EDGE_MARGIN, width() - EDGE_MARGIN));
      sparks.push(...burstAt(bx, y + next.dy, next.hue));
    }
    sparks = stepSparks(sparks, elapsed);
    context.clearRect(0, 0, width(), height());
    for (const spark of sparks) {
      context.globalAlpha = spark.life;
      context.fillStyle = `hsl(${spark.hue} 85% 55%)`;
      context.fillRect(spark.x, spark.y, 3, 3);
    }
    if (pending.length === 0 && sparks.length === 0) finish();
  });
  return finish;
}
