/**
 * Builds the site in Typesense mode with a recognisable admin key in the
 * environment and checks that no built file contains it, while the public
 * search key (which the browser needs) is there. Slow (a full build): run
 * with `npm run test:search-secrets`.
 */
import {after, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');
const ADMIN_KEY = `admin-key-sentinel-${process.pid}-${Date.now()}`;
const SEARCH_KEY = `search-key-sentinel-${process.pid}`;

function filesContaining(dir: string, needle: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file).includes(needle));
}

describe('Typesense build output', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'search-secrets-'));
  after(() => rmSync(outDir, {recursive: true, force: true}));

  it('holds the search key but never the admin key', {timeout: 300_000}, () => {
    execFileSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
      cwd: ROOT,
      stdio: 'pipe',
      env: {
        ...process.env,
        DOCS_BROKEN_LINKS: process.env.DOCS_BROKEN_LINKS ?? 'warn',
        TYPESENSE_HOST: 'https://ts-1.example.com,https://ts-2.example.com,https://ts-3.example.com',
        TYPESENSE_SEARCH_API_KEY: SEARCH_KEY,
        TYPESENSE_COLLECTION: 'strapi-docs-v4',
        TYPESENSE_ADMIN_API_KEY: ADMIN_KEY,
      },
    });
    assert.ok(filesContaining(outDir, SEARCH_KEY).length > 0, 'the build used the Typesense theme');
    assert.deepEqual(filesContaining(outDir, ADMIN_KEY), []);
    assert.deepEqual(filesContaining(path.join(ROOT, '.docusaurus'), ADMIN_KEY), [], 'not in generated files either');
  });
});
