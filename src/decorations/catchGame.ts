/** The rules of the not-found page's catch game, without a canvas, so that unit tests can play it. */
export interface Drop {
  x: number;
  y: number;
}

export interface CatchGame {
  /** Centre of the paddle, in CSS pixels from the left edge. */
  paddle: number;
  drops: Drop[];
  caught: number;
  missed: number;
  /** Milliseconds since the last drop appeared. */
  sinceDrop: number;
}

export const PADDLE_WIDTH = 60;
export const PADDLE_HEIGHT = 6;
export const DROP_SIZE = 12;
/** How far one arrow key press moves the paddle. */
export const PADDLE_STEP = 24;
const DROP_EVERY_MS = 900;
const FALL_PX_PER_MS = 0.12;
/** A longer gap (a background tab, a paused game) is played as this much, so drops never jump. */
const MAX_STEP_MS = 50;

export function newGame(width: number): CatchGame {
  return {paddle: width / 2, drops: [], caught: 0, missed: 0, sinceDrop: DROP_EVERY_MS};
}

/** The paddle's move for a key: -1 left, 1 right, 0 for every other key (which the game leaves to the page). */
export function paddleDirection(key: string): -1 | 0 | 1 {
  if (key === 'ArrowLeft') return -1;
  if (key === 'ArrowRight') return 1;
  return 0;
}

/** Puts the paddle's centre at `x`, kept whole inside the field. */
export function placePaddle(game: CatchGame, x: number, width: number): void {
  const half = PADDLE_WIDTH / 2;
  game.paddle = Math.min(Math.max(x, half), Math.max(half, width - half));
}

/**
 * Advances the game by `elapsedMs`: a new drop every 900 ms at a random x,
 * drops fall, a drop that reaches the paddle's height over the paddle is
 * caught, one that falls past the bottom is missed. Returns how many were caught.
 */
export function stepGame(
  game: CatchGame,
  elapsedMs: number,
  width: number,
  height: number,
  random: () => number = Math.random,
): number {
  const elapsed = Math.min(Math.max(elapsedMs, 0), MAX_STEP_MS);
  game.sinceDrop += elapsed;
  if (game.sinceDrop >= DROP_EVERY_MS) {
    game.drops.push({x: random() * Math.max(0, width - DROP_SIZE), y: -DROP_SIZE});
    game.sinceDrop = 0;
  }
  const paddleTop = height - PADDLE_HEIGHT - 4;
  let caughtNow = 0;
  game.drops = game.drops.filter((drop) => {
    drop.y += FALL_PX_PER_MS * elapsed;
    const overPaddle = Math.abs(drop.x + DROP_SIZE / 2 - game.paddle) <= (PADDLE_WIDTH + DROP_SIZE) / 2;
    if (drop.y + DROP_SIZE >= paddleTop && drop.y <= paddleTop + PADDLE_HEIGHT && overPaddle) {
      caughtNow += 1;
      return false;
    }
    if (drop.y > height) {
      game.missed += 1;
      return false;
    }
    return true;
  });
  game.caught += caughtNow;
  return caughtNow;
}
