/**
 * Runs `callback` in the first task after the browser's next frame (browser code): a zero-delay timer set from an
 * animation-frame callback, which the browser runs after that frame's style, layout and paint. Returns a function
 * that cancels it, whichever step it has reached.
 */
export interface FrameScope {
  requestAnimationFrame: (callback: () => void) => number;
  cancelAnimationFrame: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

export function afterNextFrame(callback: () => void, scope: FrameScope = window): () => void {
  let timer: unknown;
  const frame = scope.requestAnimationFrame(() => {
    timer = scope.setTimeout(callback, 0);
  });
  return () => {
    scope.cancelAnimationFrame(frame);
    if (timer !== undefined) scope.clearTimeout(timer as never);
  };
}
