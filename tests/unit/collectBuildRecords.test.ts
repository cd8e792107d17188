/**
 * The search-record walk over a build split across threads (src/lib/search/collectBuildRecords-fs.ts, run in
 * worker threads by src/lib/moduleWorker-fs.ts): the same records in the same order as one thread reading every
 * page, and a page that fails fails the walk with its file's name, whichever thread read it.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {cp, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {collectBuildRecords, recordsOfBuiltFiles} from '../../src/lib/search/collectBuildRecords-fs';
import {listHtmlFiles} from '../../src/lib/builtHtml-fs';
import {startModuleWorker} from '../../src/lib/moduleWorker-fs';

const FIXTURES = path.join(__dirname, '../fixtures/search-build');

/** A copy of the fixture build whose page `broken` has a canonical link that cannot be decoded. */
async function buildWithBrokenPage(broken: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'collect-records-'));
  await cp(FIXTURES, dir, {recursive: true});
  const file = path.join(dir, broken);
  const html = await readFile(file, 'utf8');
  const changed = html.replace(/rel=canonical href=[^ >]+/, 'rel=canonical href=https://docs-v4.strapi.io/bad%E0%A4%A');
  assert.notEqual(changed, html, `${broken} has a canonical link to break`);
  await writeFile(file, changed);
  return dir;
}

describe('collectBuildRecords', () => {
  it('gives the records of one thread reading every page in order, split over three threads in batches of two', async () => {
    const files = await listHtmlFiles(FIXTURES);
    assert.ok(files.length > 6, 'enough fixture pages for several batches per thread');
    const oneThread = await recordsOfBuiltFiles(FIXTURES, files);
    assert.ok(oneThread.length > 20);
    const split = await collectBuildRecords(FIXTURES, {threads: 3, batchSize: 2});
    assert.deepEqual(split, oneThread);
    assert.deepEqual(await collectBuildRecords(FIXTURES, {threads: 1}), oneThread);
  });

  it('fails with the file of a page that breaks, on a worker thread and on the main thread', async () => {
    const files = await listHtmlFiles(FIXTURES);
    // The main thread takes the first batch (pages 0 and 1) and the worker's two calls the next two batches at
    // once, so page 2 is read by the worker, whose errors the label prefixes, and page 0 by the main thread.
    for (const [page, thread] of [
      [2, /^local-search: /],
      [0, /^search records of /],
    ] as const) {
      const broken = path.relative(FIXTURES, files[page] ?? '');
      const dir = await buildWithBrokenPage(broken);
      try {
        await assert.rejects(
          collectBuildRecords(dir, {threads: 2, batchSize: 2}),
          (error: Error) =>
            thread.test(error.message) && error.message.includes(`${path.join(dir, broken)}: URI malformed`),
        );
      } finally {
        await rm(dir, {recursive: true, force: true});
      }
    }
  });
});

describe('startModuleWorker', () => {
  it('rejects, not hangs, when the thread dies or the module cannot load', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'module-worker-'));
    try {
      const module = path.join(dir, 'jobs.ts');
      await writeFile(
        module,
        'export const add = (a: number, b: number) => a + b;\nexport const quit = () => process.exit(3);\n',
      );
      const worker = startModuleWorker(module, 'test-jobs');
      assert.equal(await worker.call<number>('add', [2, 3]), 5);
      await assert.rejects(worker.call('missing', []), /test-jobs: .*exports no function missing/);
      await assert.rejects(
        worker.call('quit', []),
        /test-jobs: the worker thread exited \(code 3\) before it answered/,
      );
      await assert.rejects(worker.call('add', [1, 1]), /exited \(code 3\)/);
      await worker.terminate();

      const broken = startModuleWorker(path.join(dir, 'absent.ts'), 'test-jobs');
      await assert.rejects(broken.call('add', [1, 1]), /test-jobs: .*absent/);
      await broken.terminate();
    } finally {
      await rm(dir, {recursive: true, force: true});
    }
  });
});
