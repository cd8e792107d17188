/**
 * `npm run bench:html -- <build before> <build after>`: whether a cut left the served HTML as it was. Compares
 * every HTML file of two builds with the content hashes of asset names (`main.5054cd2d.js` → `main.js`)
 * taken out; lists the files that differ (first differing excerpt each) and exits 1 if any does.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {listHtmlFiles} from '../../src/lib/builtHtml-fs';

/** The HTML with asset content hashes removed. */
export function normaliseHtml(html: string): string {
  return html.replace(/(\/assets\/[\w/~.-]*?)\.[0-9a-f]{8}\.(js|css)\b/g, '$1.$2');
}

/** Where two strings first differ, with some context on both sides. */
export function firstDifference(before: string, after: string, context = 120): string {
  let index = 0;
  while (index < before.length && before[index] === after[index]) index += 1;
  const start = Math.max(0, index - context);
  return `before: …${before.slice(start, index + context)}…\n  after:  …${after.slice(start, index + context)}…`;
}

async function main(): Promise<void> {
  const [beforeDir, afterDir] = process.argv.slice(2).map((dir) => path.resolve(dir));
  if (!beforeDir || !afterDir) throw new Error('usage: npm run bench:html -- <build before> <build after>');
  const relative = async (dir: string) => (await listHtmlFiles(dir)).map((file) => path.relative(dir, file));
  const beforeFiles = await relative(beforeDir);
  const afterFiles = new Set(await relative(afterDir));
  const problems: string[] = [];
  for (const file of beforeFiles) {
    if (!afterFiles.delete(file)) {
      problems.push(`${file}: missing after`);
      continue;
    }
    const before = normaliseHtml(await readFile(path.join(beforeDir, file), 'utf8'));
    const after = normaliseHtml(await readFile(path.join(afterDir, file), 'utf8'));
    if (before !== after) problems.push(`${file}:\n  ${firstDifference(before, after)}`);
  }
  for (const file of afterFiles) problems.push(`${file}: new after`);
  console.log(`${beforeFiles.length} HTML files compared, ${problems.length} differ`);
  for (const problem of problems.slice(0, 20)) console.log(problem);
  if (problems.length > 0) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
