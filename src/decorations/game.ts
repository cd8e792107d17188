import {animate, createHostCanvas, themeColour} from './canvas';
import {
  DROP_SIZE,
  PADDLE_HEIGHT,
  PADDLE_STEP,
  PADDLE_WIDTH,
  newGame,
  paddleDirection,
  placePaddle,
  stepGame,
} from './catchGame';

export interface GameOptions {
  /** The canvas' accessible name. */
  label: string;
  /** Id of the element that explains the controls. */
  describedBy?: string;
  /** Called with the new total after each catch. */
  onScore?: (caught: number) => void;
}

/**
 * The not-found page's catch game, started by the reader's "Play" button.
 * The canvas is focusable and takes the arrow keys only while it has focus
 * (the page keeps them for scrolling otherwise); the game pauses whenever
 * focus leaves it. The pointer moves the paddle too.
 */
export function startGame(host: HTMLElement, options: GameOptions): () => void {
  const surface = createHostCanvas(host, true);
  if (!surface) return () => undefined;
  const {canvas, context, width, height} = surface;
  canvas.tabIndex = 0;
  canvas.setAttribute('role', 'application');
  canvas.setAttribute('aria-label', options.label);
  if (options.describedBy) canvas.setAttribute('aria-describedby', options.describedBy);
  const game = newGame(width());
  let focused = false;

  const onPointer = (event: PointerEvent) => {
    placePaddle(game, event.clientX - canvas.getBoundingClientRect().left, width());
  };
  const onKey = (event: KeyboardEvent) => {
    const direction = paddleDirection(event.key);
    if (direction === 0) return;
    event.preventDefault();
    placePaddle(game, game.paddle + direction * PADDLE_STEP, width());
  };
  const onFocus = () => (focused = true);
  const onBlur = () => (focused = false);
  canvas.addEventListener('pointermove', onPointer);
  canvas.addEventListener('keydown', onKey);
  canvas.addEventListener('focus', onFocus);
  canvas.addEventListener('blur', onBlur);
  // Started by the reader's "Play" button, which the game replaces: focus moves into the game.
  canvas.focus();

  let last: number | undefined;
  const stop = animate((time) => {
    const w = width();
    const h = height();
    const elapsed = last === undefined ? 0 : time - last;
    last = time;
    if (focused && stepGame(game, elapsed, w, h) > 0) options.onScore?.(game.caught);
    context.clearRect(0, 0, w, h);
    context.fillStyle = themeColour(host, '--ifm-color-primary');
    context.fillRect(game.paddle - PADDLE_WIDTH / 2, h - PADDLE_HEIGHT - 4, PADDLE_WIDTH, PADDLE_HEIGHT);
    for (const drop of game.drops) context.fillRect(drop.x, drop.y, DROP_SIZE, DROP_SIZE);
    if (!focused) {
      context.fillStyle = themeColour(host, '--ifm-font-color-base');
      context.font = '600 14px system-ui, sans-serif';
      context.textAlign = 'center';
      context.fillText('Paused: click or focus here to play', w / 2, h / 2);
    }
  });
  return () => {
    stop();
    canvas.removeEventListener('pointermove', onPointer);
    canvas.removeEventListener('keydown', onKey);
    canvas.removeEventListener('focus', onFocus);
    canvas.removeEventListener('blur', onBlur);
    surface.remove();
  };
}
