/**
 * `npm run bench:weight -- <build dir> [<build dir>…]`: only the page-weight part of `npm run bench`
 * (`measureWeight`, the same pages plus a REST API page) on builds that already exist, so a cut can be
 * measured before and after without the two cold builds and Lighthouse. Prints one table, a column per
 * build (JS and CSS, KB gzip). `--pages /a,/b` measures more pages after those.
 */
import path from 'node:path';
import {startStaticServer} from '../serve/staticServer';
import {BENCH_PAGES, LIGHTHOUSE_PAGES} from './benchPages';
import {launchBrowser, measureWeight, type PageWeight} from './measure';

export const WEIGHT_PAGES = [...new Set([...Object.values(BENCH_PAGES), ...LIGHTHOUSE_PAGES, '/dev-docs/api/rest'])];

export function weightTable(builds: string[], weights: PageWeight[][], pages: string[] = WEIGHT_PAGES): string {
  const header = `| page | ${builds.map((build) => `JS ${build}`).join(' | ')} | ${builds.map((build) => `CSS ${build}`).join(' | ')} |`;
  const rule = `| --- |${' --- |'.repeat(builds.length * 2)}`;
  const rows = pages.map((pagePath, index) => {
    const cells = weights.map((perBuild) => perBuild[index]);
    const js = cells.map((cell) => (cell ? cell.jsKB.toFixed(1) : '–')).join(' | ');
    const css = cells.map((cell) => (cell ? cell.cssKB.toFixed(1) : '–')).join(' | ');
    return `| \`${pagePath}\` | ${js} | ${css} |`;
  });
  return [header, rule, ...rows].join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const pagesAt = args.indexOf('--pages');
  const extra = pagesAt === -1 ? [] : (args.splice(pagesAt, 2)[1] ?? '').split(',').filter((page) => page !== '');
  const pages = [...new Set([...WEIGHT_PAGES, ...extra])];
  const builds = args.map((dir) => path.resolve(dir));
  if (builds.length === 0) throw new Error('usage: npm run bench:weight -- <build dir> [<build dir>…] [--pages /a,/b]');
  const browser = await launchBrowser();
  const weights: PageWeight[][] = [];
  try {
    for (const build of builds) {
      const server = await startStaticServer({root: build});
      try {
        const perBuild: PageWeight[] = [];
        for (const pagePath of pages) perBuild.push(await measureWeight(browser, server.url, build, pagePath));
        weights.push(perBuild);
      } finally {
        await server.close();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(weightTable(builds, weights, pages));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
