/** Measurements for scripts/bench/bench.ts: build time and memory, page weight, Lighthouse, client navigation. */
import {spawn} from 'node:child_process';
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser} from '@playwright/test';
import {CHROMIUM_ARGS, chromiumPath} from '../../src/lib/chromium';
import {listHtmlFiles} from '../../src/lib/builtHtml-fs';
import {measureNavigationPaint, type NavigationPaint} from './navigationPaint';

export const CHROMIUM = chromiumPath();
const BROWSER_ARGS = [...CHROMIUM_ARGS];

export interface BuildFigures {
  wallSeconds: number;
  peakMemoryMB: number;
  /** User + system CPU time of the build and its children (GNU time), which the machine's load moves less than wall time. */
  cpuSeconds?: number;
  /** What drawing the Mermaid diagrams cost, from the renderer's line in the build output (src/plugins/mermaid-svg). */
  diagrams?: {count: number; seconds: number; chromiumStartSeconds: number};
}

/** Parses `[mermaid-svg] drew N diagram(s) in S s (Chromium start C s)` lines, summed over the build. */
export function diagramCost(output: string): BuildFigures['diagrams'] {
  const lines = [...output.matchAll(/\[mermaid-svg\] drew (\d+) diagram\(s\) in ([\d.]+) s \(Chromium start ([\d.]+) s\)/g)];
  if (lines.length === 0) return undefined;
  const sum = (index: number) => lines.reduce((total, line) => total + Number(line[index]), 0);
  return {count: sum(1), seconds: round(sum(2), 1), chromiumStartSeconds: round(sum(3), 1)};
}

/** Runs a cold `docusaurus build` in `siteDir` under GNU time; wall time and peak resident memory. */
export async function measureBuild(root: string, siteDir: string, outDir: string): Promise<BuildFigures> {
  const docusaurus = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  // Cold builds: Rspack's persistent cache would make whichever build ran before look faster.
  const env = {...process.env, DOCS_BROKEN_LINKS: undefined, FORCE_COLOR: '0', DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'};
  const started = performance.now();
  const child = spawn('/usr/bin/time', ['-v', process.execPath, docusaurus, 'build', '--out-dir', outDir], {cwd: siteDir, env});
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const wallSeconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`build of ${siteDir} failed:\n${output.slice(-3000)}`);
  const peakKB = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(output)?.[1] ?? NaN);
  const cpu = ['User', 'System'].map((kind) => Number(new RegExp(`${kind} time \\(seconds\\): ([\\d.]+)`).exec(output)?.[1] ?? NaN));
  return {
    wallSeconds: round(wallSeconds, 1),
    peakMemoryMB: round(peakKB / 1024, 0),
    cpuSeconds: round((cpu[0] ?? NaN) + (cpu[1] ?? NaN), 1),
    diagrams: diagramCost(output),
  };
}

export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export interface PageWeight {
  path: string;
  jsKB: number;
  cssKB: number;
  jsFiles: number;
  cssFiles: number;
}

/** JS and CSS (gzip) a first visit loads: every script and stylesheet requested until the network is idle. */
export async function measureWeight(browser: Browser, origin: string, buildDir: string, pagePath: string): Promise<PageWeight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requested = new Map<string, 'script' | 'stylesheet'>();
  page.on('request', (request) => {
    const type = request.resourceType();
    if ((type === 'script' || type === 'stylesheet') && request.url().startsWith(origin)) requested.set(new URL(request.url()).pathname, type);
  });
  await page.goto(`${origin}${pagePath}`, {waitUntil: 'networkidle'});
  // On a busy machine main.js may still be evaluating at network idle, before the route's chunks are requested.
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', undefined, {timeout: 120_000});
  await page.waitForTimeout(3000);
  await page.waitForLoadState('networkidle');
  await context.close();
  const weight: PageWeight = {path: pagePath, jsKB: 0, cssKB: 0, jsFiles: 0, cssFiles: 0};
  for (const [file, type] of requested) {
    const bytes = gzipSync(await readFile(path.join(buildDir, file))).length / 1024;
    if (type === 'script') {
      weight.jsKB += bytes;
      weight.jsFiles += 1;
    } else {
      weight.cssKB += bytes;
      weight.cssFiles += 1;
    }
  }
  return {...weight, jsKB: round(weight.jsKB, 1), cssKB: round(weight.cssKB, 1)};
}

/** Total size of the HTML files of a build, raw and gzip. */
export async function htmlTotals(buildDir: string): Promise<{files: number; rawMB: number; gzipMB: number}> {
  let raw = 0;
  let gzip = 0;
  let files = 0;
  for (const file of await listHtmlFiles(buildDir)) {
    const content = await readFile(file);
    raw += (await stat(file)).size;
    gzip += gzipSync(content).length;
    files += 1;
  }
  return {files, rawMB: round(raw / 1024 / 1024, 2), gzipMB: round(gzip / 1024 / 1024, 2)};
}

export interface LighthouseFigures {
  path: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failedAudits: string[];
}

const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * One Lighthouse 12 figure for a page. Lighthouse sometimes stops with a runtime error of its own (NO_NAVSTART,
 * PROTOCOL_TIMEOUT: "run Lighthouse again"); such a run measured nothing, so it is repeated, at most three
 * times, and each repeat is printed. A run that completes is never repeated, so no figure is picked.
 */
export async function runLighthouse(root: string, url: string, formFactor: 'mobile' | 'desktop'): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(root, url, formFactor);
    } catch (error) {
      if (attempt >= LIGHTHOUSE_ATTEMPTS) throw error;
      const reason = error instanceof Error ? error.message.split('\n').slice(-3).join(' ') : String(error);
      console.warn(`bench: Lighthouse ${url} (${formFactor}) attempt ${attempt} measured nothing, running it again: ${reason.slice(0, 300)}`);
    }
  }
}

/** One Lighthouse 12 run through its CLI (a fresh headless Chromium, started by chrome-launcher from CHROME_PATH). */
async function runLighthouseOnce(root: string, url: string, formFactor: 'mobile' | 'desktop'): Promise<LighthouseFigures> {
  const args = [
    path.join(root, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=--headless ${BROWSER_ARGS.join(' ')}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const child = spawn(process.execPath, args, {env: {...process.env, CHROME_PATH: CHROMIUM}});
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`lighthouse ${url} (${formFactor}) failed:\n${errors.slice(-2000)}`);
  const report = JSON.parse(output) as {
    runtimeError?: {code: string; message: string};
    categories: Record<string, {score: number | null; auditRefs: Array<{id: string; weight: number}>}>;
    audits: Record<string, {numericValue?: number; score: number | null; title: string}>;
  };
  if (report.runtimeError) throw new Error(`lighthouse ${url} (${formFactor}): ${report.runtimeError.code} ${report.runtimeError.message}`);
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const failedAudits = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${report.audits[ref.id]?.title ?? ref.id} (${ref.id})`),
  );
  return {
    path: new URL(url).pathname,
    formFactor,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? NaN),
    cls: round(report.audits['cumulative-layout-shift']?.numericValue ?? NaN, 3),
    failedAudits,
  };
}

export type NavigationFigures = Omit<NavigationPaint, 'clock' | 'chunkFiles'>;

/**
 * Time from a click on a sidebar link whose route was loaded on hover to the frame that painted the next
 * page's title (scripts/bench/navigationPaint.ts says exactly what is measured).
 */
export async function measureNavigation(browser: Browser, origin: string, from: string, to: string): Promise<NavigationFigures> {
  const {clock: _clock, chunkFiles: _files, ...figures} = await measureNavigationPaint(browser, origin, from, to);
  return figures;
}

/** The HTTP status a page is served with (a build that lacks the page serves its not-found page with 404). */
export async function pageStatus(origin: string, pagePath: string): Promise<number> {
  const response = await fetch(`${origin}${pagePath}`, {method: 'HEAD', redirect: 'follow'});
  return response.status;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({executablePath: CHROMIUM, args: BROWSER_ARGS});
}
