/**
 * Calls the functions of a TypeScript module in a worker thread, for build work that would otherwise leave a core
 * idle. The worker loads the module with jiti, the loader Docusaurus loads plugins with. A call settles with the
 * function's result (structured-cloned), or rejects with the error thrown there, its message and stack; a worker
 * that dies rejects every call it had not answered, so no caller waits on a dead thread.
 * Node-only, build time only.
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';

const WORKER_SOURCE = `
const {parentPort, workerData} = require('node:worker_threads');
let loaded;
try {
  const load = require(workerData.jiti)(workerData.module, {cache: true, interopDefault: false});
  loaded = {exports: load(workerData.module)};
} catch (error) {
  loaded = {error};
}
parentPort.on('message', async ({id, name, args}) => {
  try {
    if (loaded.error) throw loaded.error;
    const fn = loaded.exports[name];
    if (typeof fn !== 'function') throw new Error(workerData.module + ' exports no function ' + name + '.');
    parentPort.postMessage({id, ok: true, value: await fn(...args)});
  } catch (error) {
    parentPort.postMessage({id, ok: false, message: String((error && error.stack) || error)});
  }
});
`;

type Answer = {id: number; ok: true; value: unknown} | {id: number; ok: false; message: string};

export interface ModuleWorker {
  /** Calls the module's exported function `name` with `args` (structured-cloned both ways). */
  call: <T>(name: string, args: unknown[]) => Promise<T>;
  /** Stops the thread; calls still pending reject. */
  terminate: () => Promise<void>;
  /** Lets the process exit while the thread runs (a build that fails earlier must not wait for it). */
  unref: () => void;
  /** Keeps the process alive while the thread runs (the default). */
  ref: () => void;
}

/** Starts a worker thread for `module` (an absolute path to a .ts or .js file); `label` prefixes its errors. */
export function startModuleWorker(module: string, label: string): ModuleWorker {
  const jiti = require.resolve('jiti', {paths: [path.dirname(require.resolve('@docusaurus/utils'))]});
  const worker = new Worker(WORKER_SOURCE, {eval: true, workerData: {jiti, module}});
  const pending = new Map<number, {resolve: (value: unknown) => void; reject: (error: Error) => void}>();
  let nextId = 0;
  let failure: Error | undefined;
  const failAll = (error: Error) => {
    failure ??= error;
    for (const {reject} of pending.values()) reject(failure);
    pending.clear();
  };
  worker.on('message', (answer: Answer) => {
    const caller = pending.get(answer.id);
    pending.delete(answer.id);
    if (answer.ok) caller?.resolve(answer.value);
    else caller?.reject(new Error(`${label}: ${answer.message}`));
  });
  worker.on('error', (error) =>
    failAll(new Error(`${label}: the worker thread failed: ${error.stack ?? error.message}`)),
  );
  worker.on('exit', (code) =>
    failAll(new Error(`${label}: the worker thread exited (code ${code}) before it answered.`)),
  );
  return {
    call: <T>(name: string, args: unknown[]) =>
      new Promise<T>((resolve, reject) => {
        if (failure) return reject(failure);
        const id = nextId++;
        pending.set(id, {resolve: resolve as (value: unknown) => void, reject});
        worker.postMessage({id, name, args});
      }),
    terminate: async () => {
      await worker.terminate();
    },
    unref: () => worker.unref(),
    ref: () => worker.ref(),
  };
}
