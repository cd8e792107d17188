/**
 * The pure half of ./docusaurus.ts: which chunks a route path needs, found in an index built once instead of
 * by a scan of the whole route table per link (issue 22, "Hydration that yields").
 */
import type {ChunkNames, RouteChunkNames} from '@docusaurus/types';

/** Every leaf of a chunk-name tree, depth first, as Docusaurus's `flat` lists them. */
export function chunkNameLeaves(tree: ChunkNames): string[] {
  const leaves: string[] = [];
  const walk = (node: unknown): void => {
    for (const value of Object.values(node as Record<string, unknown>)) {
      if (typeof value === 'object' && value !== null && Object.keys(value).length > 0) walk(value);
      else leaves.push(value as string);
    }
  };
  walk(tree);
  return leaves;
}

/**
 * Route path → the chunk names of every route with that path. The keys of `routesChunkNames` are
 * `<path>-<suffix>`; Docusaurus's prefetch finds a path's routes by stripping the last `-…` from every key
 * (`getChunkNamesToLoad`, core/lib/client/docusaurus.js), and this index groups them the same way, once.
 */
export function chunkNamesByPath(routesChunkNames: RouteChunkNames): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [key, chunks] of Object.entries(routesChunkNames)) {
    const routePath = key.replace(/-[^-]+$/, '');
    const names = index.get(routePath);
    if (names) names.push(...chunkNameLeaves(chunks));
    else index.set(routePath, chunkNameLeaves(chunks));
  }
  return index;
}

interface IdleDeadlineLike {
  timeRemaining: () => number;
}
type IdleScheduler = (work: (deadline: IdleDeadlineLike) => void) => void;

/**
 * Work of one idle slice, in ms of real time. Lighthouse's mobile run multiplies each task by four and counts
 * the part of a task beyond 50 ms as blocking, so a slice that fills a whole idle period (up to 50 ms) reads
 * as a 200 ms long task; 8 ms stays under the 12.5 ms that would count.
 */
export const IDLE_SLICE_MS = 8;

/**
 * Runs queued jobs when the browser is idle, several per idle period while the period lasts and the slice's
 * budget is not spent (at least one), so that the links that enter the viewport together at start-up are not
 * all handled in the task that observed them, nor in one long idle task.
 */
export function idleQueue(
  schedule: IdleScheduler,
  now: () => number = () => performance.now(),
  sliceMs = IDLE_SLICE_MS,
): (job: () => void) => void {
  const jobs: Array<() => void> = [];
  let scheduled = false;
  const run = (deadline: IdleDeadlineLike): void => {
    const start = now();
    do jobs.shift()?.();
    while (jobs.length > 0 && deadline.timeRemaining() > 2 && now() - start < sliceMs);
    scheduled = jobs.length > 0;
    if (scheduled) schedule(run);
  };
  return (job) => {
    jobs.push(job);
    if (!scheduled) {
      scheduled = true;
      schedule(run);
    }
  };
}
