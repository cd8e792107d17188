import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {SCREENSHOT_WIDTHS, screenshotSrcSet} from '../../src/components/ThemedImage/srcSet';
import {SCREENSHOTS} from '../../scripts/screenshots/screenshotList';
import {visit} from 'unist-util-visit';
import {listMarkdownFiles} from '../../scripts/docs/docFiles';
import {isJsxElement, jsxAttributes, readMdx} from '../../src/lib/mdxReader-fs';

const root = path.resolve(__dirname, '../..');
const userDocs = path.join(root, 'docs', 'user-docs');
const shotsDir = path.join(root, 'static', 'img', 'screenshots');

interface Usage {
  file: string;
  tag: string;
  alt: string;
  light: string;
  dark: string;
}

/** Every <ThemedImage> of the user guide, read with the MDX reader; `tag` is the element's source text. */
function themedImages(): Usage[] {
  return listMarkdownFiles([userDocs]).flatMap((file) => {
    const {text, tree} = readMdx(readFileSync(file, 'utf8'));
    const usages: Usage[] = [];
    visit(tree, (node) => {
      if (!isJsxElement(node) || node.name !== 'ThemedImage') return;
      const tag = text.slice(node.position?.start.offset, node.position?.end.offset);
      const sources = node.attributes.find(
        (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'sources',
      )?.value;
      const expression = typeof sources === 'object' && sources ? sources.value : '';
      usages.push({
        file: path.relative(root, file),
        tag,
        alt: jsxAttributes(node).alt ?? '',
        light: /light: '([^']+)'/.exec(expression)?.[1] ?? '',
        dark: /dark: '([^']+)'/.exec(expression)?.[1] ?? '',
      });
    });
    return usages;
  });
}

test('srcset lists the 640, 960 and 1440 px files of a screenshot, and nothing for other images', () => {
  assert.equal(
    screenshotSrcSet('/img/screenshots/profile-dark.webp'),
    '/img/screenshots/profile-dark-640.webp 640w, /img/screenshots/profile-dark-960.webp 960w, /img/screenshots/profile-dark.webp 1440w',
  );
  assert.equal(screenshotSrcSet('/img/logo.svg'), undefined);
  assert.equal(screenshotSrcSet('/img/screenshots/old.png'), undefined);
});

test('at least 36 of the 40 user-guide pages show an admin screenshot', () => {
  const pages = listMarkdownFiles([userDocs]).map((file) => path.relative(root, file));
  const shown = new Set(
    themedImages()
      .filter((usage) => usage.light.startsWith('/img/screenshots/'))
      .map((usage) => usage.file),
  );
  const withShot = pages.filter((file) => shown.has(file));
  assert.ok(withShot.length >= 36, `${withShot.length} of ${pages.length} pages have a screenshot`);
});

test('every user-guide screenshot has a short alt, its size, lazy loading and all its files', () => {
  const usages = themedImages();
  assert.ok(usages.length > 0);
  for (const usage of usages) {
    const where = `${usage.file}: ${usage.tag.slice(0, 80)}`;
    assert.ok(usage.alt.length > 0 && usage.alt.length <= 150, `alt of ${usage.alt.length} characters in ${where}`);
    assert.match(usage.tag, /width=\{1440\} height=\{900\}/, where);
    assert.match(usage.tag, /loading="lazy"/, where);
    for (const src of [usage.light, usage.dark]) {
      assert.ok(screenshotSrcSet(src), `not a WebP screenshot: ${src} in ${where}`);
      const stem = src.replace(/^\/img\/screenshots\//, '').replace(/\.webp$/, '');
      for (const file of [`${stem}.webp`, ...SCREENSHOT_WIDTHS.map((width) => `${stem}-${width}.webp`)]) {
        assert.ok(existsSync(path.join(shotsDir, file)), `missing static/img/screenshots/${file} for ${where}`);
      }
    }
    assert.equal(usage.light.replace('-light.', '-dark.'), usage.dark, `light and dark differ in ${where}`);
  }
});

test('every screenshot a page uses is taken by npm run screenshots', () => {
  const taken = new Set(SCREENSHOTS.map((shot) => shot.name));
  for (const usage of themedImages()) {
    const name = usage.light.replace(/^\/img\/screenshots\//, '').replace(/-light\.webp$/, '');
    assert.ok(taken.has(name), `${name} (${usage.file}) is not in scripts/screenshots/screenshotList.ts`);
  }
});
