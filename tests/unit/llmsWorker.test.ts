import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {writeLlmsFilesInWorker} from '../../src/plugins/llms-txt/runInWorker';
import type {LlmsJob} from '../../src/plugins/llms-txt/writeLlmsFiles';

/** A site folder with two docs that import the same snippet, and the job the plugin would give the worker. */
async function site(pages: Record<string, string>): Promise<LlmsJob> {
  const siteDir = await mkdtemp(path.join(tmpdir(), 'llms-worker-'));
  const files = {'docs/snippets/shared.md': 'Shared text with a [link](/dev-docs/intro).\n', ...pages};
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(siteDir, file)), {recursive: true});
    await writeFile(path.join(siteDir, file), content);
  }
  const docs = Object.keys(pages).map((file) => {
    const id = file.replace(/^docs\//, '').replace(/\.md$/, '');
    return {id, title: id, description: `About ${id}`, permalink: `/${id}`, source: path.join(siteDir, file)};
  });
  const sidebars = {devDocs: docs.map(({id}) => ({type: 'doc', id}))};
  const outDir = path.join(siteDir, 'build');
  await mkdir(outDir);
  return {
    docs,
    sidebars,
    outDir,
    siteDir,
    siteUrl: 'https://docs.example.test',
    siteTitle: 'Docs',
    strapiVersion: '4.25.9',
  };
}

const snippetImport = "import Shared from '@site/docs/snippets/shared.md';\n\n";

test('the Markdown export runs in a worker thread and writes every file, each page with the snippet it imports', async () => {
  const job = await site({
    'docs/dev-docs/one.md': `${snippetImport}# One\n\n<Shared />\n`,
    'docs/dev-docs/two.md': `${snippetImport}# Two\n\nText.\n\n<Shared />\n`,
  });
  try {
    await writeLlmsFilesInWorker(job);
    for (const name of ['one', 'two']) {
      const markdown = await readFile(path.join(job.outDir, 'dev-docs', `${name}.md`), 'utf8');
      assert.match(markdown, /Shared text with a \[link\]\(https:\/\/docs\.example\.test\/dev-docs\/intro\)\./);
      assert.doesNotMatch(markdown, /<Shared|import /);
    }
    const full = await readFile(path.join(job.outDir, 'llms-full.txt'), 'utf8');
    assert.equal(full.match(/Shared text/g)?.length, 2);
    assert.match(await readFile(path.join(job.outDir, 'llms.txt'), 'utf8'), /\/dev-docs\/two/);
  } finally {
    await rm(job.siteDir, {recursive: true, force: true});
  }
});

test('a doc that does not parse fails the export with its error, not a hung or silent worker', async () => {
  const job = await site({'docs/dev-docs/broken.md': '# Broken\n\n<Tabs>\n\nnever closed\n'});
  try {
    await assert.rejects(writeLlmsFilesInWorker(job), /llms-txt: .*(Tabs|closing tag)/s);
  } finally {
    await rm(job.siteDir, {recursive: true, force: true});
  }
});
