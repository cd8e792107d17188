/**
 * Reads every built HTML page under a build directory and returns the search records of the doc pages, in the
 * order of the sorted file list. Parsing the pages is most of the local index's time after the build, while the
 * second core idles (bench/perf7.md): the pages are handed out in small batches to the main thread and to worker
 * threads (one per further core), and each batch's records are put back at its place in the list.
 */
import {readFile} from 'node:fs/promises';
import {availableParallelism} from 'node:os';
import {listHtmlFiles, pathOfBuiltFile} from '../builtHtml-fs';
import {startModuleWorker, type ModuleWorker} from '../moduleWorker-fs';
import {buildSearchRecords, type SearchRecord} from './buildSearchRecords';
import {searchablePart} from './searchablePart';

export interface CollectOptions {
  /** Threads that parse pages, the main thread included (default: the machine's cores). */
  threads?: number;
  /** Pages per batch: small, so that the threads finish together; large enough that messages cost little. */
  batchSize?: number;
}

/** The search records of some built pages, in their order. A page that fails names its file. */
export async function recordsOfBuiltFiles(outDir: string, files: readonly string[]): Promise<SearchRecord[]> {
  const records: SearchRecord[] = [];
  for (const file of files) {
    const html = searchablePart(await readFile(file, 'utf8'));
    if (html === null) continue;
    try {
      records.push(...buildSearchRecords({html, fallbackPath: pathOfBuiltFile(outDir, file)}));
    } catch (error) {
      throw new Error(`search records of ${file}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }
  return records;
}

export async function collectBuildRecords(outDir: string, options: CollectOptions = {}): Promise<SearchRecord[]> {
  const {threads = availableParallelism(), batchSize = 8} = options;
  const files = await listHtmlFiles(outDir);
  const batches: string[][] = [];
  for (let start = 0; start < files.length; start += batchSize) batches.push(files.slice(start, start + batchSize));
  const results: SearchRecord[][] = new Array<SearchRecord[]>(batches.length);
  let next = 0;
  let failed = false;
  const drain = async (run: (batch: string[]) => Promise<SearchRecord[]>) => {
    while (!failed && next < batches.length) {
      const index = next++;
      try {
        results[index] = await run(batches[index] ?? []);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const workers: ModuleWorker[] = Array.from({length: Math.max(0, Math.min(threads, batches.length) - 1)}, () =>
    startModuleWorker(__filename, 'local-search'),
  );
  try {
    await Promise.all([
      drain((batch) => recordsOfBuiltFiles(outDir, batch)),
      // Two calls in flight per worker, so it never waits for the main thread to hand it the next batch.
      ...workers.flatMap((worker) =>
        [0, 1].map(() => drain((batch) => worker.call<SearchRecord[]>('recordsOfBuiltFiles', [outDir, batch]))),
      ),
    ]);
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return results.flat();
}
