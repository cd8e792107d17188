/**
 * Renders the Markdown export in a worker thread. Its parsing needs only the docs' sources, so the plugin starts
 * it as soon as the docs are loaded: it uses whatever core the bundler leaves free, and is done by the time
 * local-search indexes the built pages on the main thread after the build. The worker loads the TypeScript module
 * with jiti, the loader Docusaurus itself loads plugins with. An error thrown there (a doc that does not parse,
 * with its file and line) rejects here with the same message, so the build still fails on it.
 */
import {Worker} from 'node:worker_threads';
import path from 'node:path';
import {writeFilesInto, type LlmsFile, type LlmsJob} from './writeLlmsFiles';

const WORKER_SOURCE = `
const {parentPort, workerData} = require('node:worker_threads');
try {
  const load = require(workerData.jiti)(workerData.module, {cache: true, interopDefault: false});
  parentPort.postMessage({ok: true, files: load(workerData.module).renderLlmsFiles(workerData.job)});
} catch (error) {
  parentPort.postMessage({ok: false, message: String((error && error.stack) || error)});
}
`;

/** The rendering under way in its worker; `files` settles with the export's files or the rendering's error. */
export interface LlmsRendering {
  files: Promise<LlmsFile[]>;
  /** Lets the process exit while the rendering runs (a build that fails earlier must not wait for it). */
  unref: () => void;
  /** Keeps the process alive until it is done (the build awaits it). */
  ref: () => void;
}

export function renderLlmsFilesInWorker(job: Omit<LlmsJob, 'outDir'>): LlmsRendering {
  const jiti = require.resolve('jiti', {paths: [path.dirname(require.resolve('@docusaurus/utils'))]});
  const module = path.join(__dirname, 'writeLlmsFiles.ts');
  const worker = new Worker(WORKER_SOURCE, {eval: true, workerData: {jiti, module, job}});
  const files = new Promise<LlmsFile[]>((resolve, reject) => {
    let settled = false;
    worker.once('message', (result: {ok: boolean; files?: LlmsFile[]; message?: string}) => {
      settled = true;
      if (result.ok && result.files) resolve(result.files);
      else reject(new Error(`llms-txt: ${result.message}`));
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`llms-txt: the export worker exited with code ${code} before it finished.`));
    });
  });
  return {files, unref: () => worker.unref(), ref: () => worker.ref()};
}

/** Renders the export in a worker thread and writes it into `job.outDir`. */
export async function writeLlmsFilesInWorker(job: LlmsJob): Promise<void> {
  await writeFilesInto(job.outDir, await renderLlmsFilesInWorker(job).files);
}
