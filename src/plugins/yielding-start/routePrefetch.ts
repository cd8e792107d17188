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
 * Runs queued jobs when the browser is idle, as many per idle period as fit (at least one), so that the links
 * that enter the viewport together at start-up are not all handled in the task that observed them.
 */
export function idleQueue(schedule: IdleScheduler): (job: () => void) => void {
  const jobs: Array<() => void> = [];
  let scheduled = false;
  const run = (deadline: IdleDeadlineLike): void => {
    do jobs.shift()?.();
    while (jobs.length > 0 && deadline.timeRemaining() > 2);
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
