/**
 * Ends the current task so that the browser can handle input and paint before the rest runs: `scheduler.yield()`
 * where the browser has it (Chromium 129+: the rest runs before other queued work), a zero-delay timer otherwise.
 */
interface YieldingScheduler {
  yield: () => Promise<void>;
}

export function yieldToBrowser(
  scope: {scheduler?: unknown; setTimeout: (callback: () => void, ms: number) => unknown} = globalThis,
): Promise<void> {
  const scheduler = scope.scheduler as Partial<YieldingScheduler> | undefined;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    scope.setTimeout(resolve, 0);
  });
}

/** Runs the steps in order, each in a task of its own (the first in the current task). */
export async function runInTasks(
  steps: Array<() => unknown>,
  yieldFn: () => Promise<void> = yieldToBrowser,
): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await yieldFn();
    await step();
  }
}
