import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {HUB_PAGES} from '../../src/lib/hubPages';
import {STATUS_ROUTE} from '../../src/lib/routes';
import {parseMdx} from '../../src/lib/mdxReader-fs';
import {isHub} from '../../scripts/docs/docChecks';

const DOCS = path.join(__dirname, '../../docs');

/** The source file of a doc route (the doc sets use no `slug`, so the route is the file's path). */
function sourceOf(route: string): string | undefined {
  return ['.md', '.mdx'].map((ext) => path.join(DOCS, route + ext)).find((file) => existsSync(file));
}

describe('hub pages', () => {
  it('every hub search ranks as one is a page of hub cards, by the registry the writers check uses', () => {
    const notHubs: string[] = [];
    for (const route of HUB_PAGES) {
      if (route === STATUS_ROUTE) continue;
      const file = sourceOf(route);
      assert.ok(file, `${route}: no doc file`);
      if (!isHub(parseMdx(readFileSync(file, 'utf8')))) notHubs.push(route);
    }
    assert.deepEqual(notHubs, []);
  });

  it('a page without hub components is not a hub', () => {
    const file = sourceOf(STATUS_ROUTE);
    assert.ok(file);
    assert.equal(isHub(parseMdx(readFileSync(file, 'utf8'))), false);
  });
});
