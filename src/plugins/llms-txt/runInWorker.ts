/**
 * Runs writeLlmsFiles in a worker thread. Docusaurus runs the plugins' postBuild hooks together on its
 * main thread, where local-search's indexing of the built pages already keeps one core busy; in a worker
 * the Markdown export parses the docs on the other core. The worker loads the TypeScript module with
 * jiti, the loader Docusaurus itself loads plugins with. An error thrown there (a doc that does not parse,
 * with its file and line) rejects here with the same message, so the build still fails on it.
 */
import {Worker} from 'node:worker_threads';
import path from 'node:path';
import type {LlmsJob} from './writeLlmsFiles';

const WORKER_SOURCE = `
const {parentPort, workerData} = require('node:worker_threads');
const load = require(workerData.jiti)(workerData.module, {cache: true, interopDefault: false});
load(workerData.module)
  .writeLlmsFiles(workerData.job)
  .then(() => parentPort.postMessage({ok: true}))
  .catch((error) => parentPort.postMessage({ok: false, message: String(error && error.stack || error)}));
`;

export function writeLlmsFilesInWorker(job: LlmsJob): Promise<void> {
  const jiti = require.resolve('jiti', {paths: [path.dirname(require.resolve('@docusaurus/utils'))]});
  const module = path.join(__dirname, 'writeLlmsFiles.ts');
  return new Promise((resolve, reject) => {
    let settled = false;
    const worker = new Worker(WORKER_SOURCE, {eval: true, workerData: {jiti, module, job}});
    worker.once('message', (result: {ok: boolean; message?: string}) => {
      settled = true;
      if (result.ok) resolve();
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
}
