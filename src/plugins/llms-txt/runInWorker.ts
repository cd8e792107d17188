/**
 * Renders the Markdown export in a worker thread. Its parsing needs only the docs' sources, so the plugin starts
 * it as soon as the docs are loaded: it uses whatever core the bundler leaves free, and is done by the time
 * local-search reads the built pages after the build. The worker (src/lib/moduleWorker-fs.ts) loads the TypeScript
 * module with jiti, the loader Docusaurus itself loads plugins with. An error thrown there (a doc that does not
 * parse, with its file and line) rejects here with the same message, so the build still fails on it.
 */
import path from 'node:path';
import {startModuleWorker} from '../../lib/moduleWorker-fs';
import {writeFilesInto, type LlmsFile, type LlmsJob} from './writeLlmsFiles';

/** The rendering under way in its worker; `files` settles with the export's files or the rendering's error. */
export interface LlmsRendering {
  files: Promise<LlmsFile[]>;
  /** Lets the process exit while the rendering runs (a build that fails earlier must not wait for it). */
  unref: () => void;
  /** Keeps the process alive until it is done (the build awaits it). */
  ref: () => void;
}

export function renderLlmsFilesInWorker(job: Omit<LlmsJob, 'outDir'>): LlmsRendering {
  const worker = startModuleWorker(path.join(__dirname, 'writeLlmsFiles.ts'), 'llms-txt');
  const files = worker.call<LlmsFile[]>('renderLlmsFiles', [job]);
  // The thread's work is this one call; it ends with it, settled either way.
  void files.then(worker.terminate, worker.terminate);
  return {files, unref: worker.unref, ref: worker.ref};
}

/** Renders the export in a worker thread and writes it into `job.outDir`. */
export async function writeLlmsFilesInWorker(job: LlmsJob): Promise<void> {
  await writeFilesInto(job.outDir, await renderLlmsFilesInWorker(job).files);
}
