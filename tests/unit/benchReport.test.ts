/** The pure parts of `npm run bench` (scripts/bench/report.ts): options, run order, medians, the budgets of issue 22. */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {LIGHTHOUSE_PAGES} from '../../scripts/bench/benchPages';
import type {LighthouseFigures, PageWeight} from '../../scripts/bench/measure';
import {
  checkBudgets,
  interleavedSchedule,
  loadWarning,
  median,
  parseBenchOptions,
  summarise,
  type BenchReport,
} from '../../scripts/bench/report';

const weight = (path: string, jsKB: number): PageWeight => ({path, jsKB, cssKB: 20, jsFiles: 10, cssFiles: 2});
const run = (path: string, performance: number, tbtMs: number): LighthouseFigures => ({
  path,
  formFactor: 'mobile',
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  tbtMs,
  cls: 0,
  failedAudits: [],
});

describe('bench options', () => {
  it('defaults to three rounds over the seven pages of issue 22, written to bench/', () => {
    const options = parseBenchOptions([], '/r');
    assert.equal(options.rounds, 3);
    assert.deepEqual(options.pages, LIGHTHOUSE_PAGES);
    assert.equal(LIGHTHOUSE_PAGES.length, 7);
    assert.equal(options.outDir, '/r/bench');
  });
  it('limits rounds and pages for a quick run, whose report goes to bench/tmp/', () => {
    const options = parseBenchOptions(['--rounds', '1', '--pages', '2'], '/r');
    assert.equal(options.rounds, 1);
    assert.deepEqual(options.pages, LIGHTHOUSE_PAGES.slice(0, 2));
    assert.equal(options.outDir, '/r/bench/tmp');
    assert.deepEqual(parseBenchOptions(['--pages', '/a,/b'], '/r').pages, ['/a', '/b']);
  });
  it('refuses what it does not understand', () => {
    assert.throws(() => parseBenchOptions(['--round', '1'], '/r'), /unknown option --round/);
    assert.throws(() => parseBenchOptions(['--rounds', '0'], '/r'), /positive integer/);
    assert.throws(() => parseBenchOptions(['--site-build', 'x'], '/r'), /go together/);
    assert.throws(() => parseBenchOptions(['--pages', 'dev-docs'], '/r'), /starting with \//);
  });
});

describe('interleaved schedule', () => {
  it('runs site and stock back to back on each page, alternating which goes first', () => {
    const schedule = interleavedSchedule(['/a', '/b'], 2).map(({round, page, side}) => `${round}${page}${side}`);
    assert.deepEqual(schedule, [
      '0/asite',
      '0/astock',
      '0/bstock',
      '0/bsite',
      '1/astock',
      '1/asite',
      '1/bsite',
      '1/bstock',
    ]);
  });
});

describe('median and load', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    assert.equal(median([3, 1, 2]), 2);
    assert.equal(median([4, 1, 3, 2]), 2.5);
    assert.ok(Number.isNaN(median([])));
  });
  it('warns above a load average of 1.5', () => {
    assert.equal(loadWarning([1.5, 9, 9]), undefined);
    assert.match(loadWarning([1.6, 0, 0]) ?? '', /1\.6 is above 1\.5/);
  });
});

describe('budgets of issue 22', () => {
  const base = (
    siteJs: number,
    stockJs: number,
    siteRuns: LighthouseFigures[],
    stockRuns: LighthouseFigures[],
  ): Omit<BenchReport, 'budgets'> => ({
    date: '',
    machine: {cpus: 2, memoryGB: 8, node: 'v22'},
    options: {rounds: 3, pages: ['/dev-docs/faq', '/']},
    load: {before: [0.5, 0.5, 0.5], after: [0.5, 0.5, 0.5]},
    build: {site: {wallSeconds: 90, peakMemoryMB: 1}, stock: {wallSeconds: 60, peakMemoryMB: 1}, timeRatio: 1.5},
    pages: [
      {
        path: '/dev-docs/faq',
        site: summarise(weight('/dev-docs/faq', siteJs), siteRuns),
        stock: summarise(weight('/dev-docs/faq', stockJs), stockRuns),
      },
      {
        path: '/',
        site: summarise(weight('/', 181), [run('/', 99, 0)]),
        stock: summarise(weight('/', 200), [], 'served with status 404'),
      },
    ],
    navigation: {site: [], stock: [], siteMedianMs: 101, stockMedianMs: 90},
  });
  it('says which budget is missed and by how much', () => {
    const report = base(
      200,
      240,
      [run('/dev-docs/faq', 85, 400), run('/dev-docs/faq', 90, 300), run('/dev-docs/faq', 80, 500)],
      [run('/dev-docs/faq', 80, 600)],
    );
    const byName = new Map(checkBudgets(report).map((budget) => [budget.name, budget]));
    // 0.8 × 240 = 192, but the absolute limit 190 is lower.
    assert.equal(byName.get('/dev-docs/faq: JS')?.miss, '10 KB over');
    // Median TBT 400 vs 0.6 × 600 = 360.
    assert.equal(byName.get('/dev-docs/faq: TBT')?.miss, '40 ms over');
    // Median 85 vs stock 80 + 10.
    assert.equal(byName.get('/dev-docs/faq: Lighthouse mobile performance')?.miss, '5 points short');
    assert.equal(byName.get('/: JS')?.miss, '1 KB over');
    assert.equal(byName.get('Build time')?.met, true);
    assert.equal(byName.get('Client navigation to a prefetched page, title painted (median)')?.miss, '1 ms over');
  });
  it('meets the budgets at their limits', () => {
    const report = base(190, 240, [run('/dev-docs/faq', 90, 360)], [run('/dev-docs/faq', 80, 600)]);
    const missed = checkBudgets(report)
      .filter((budget) => !budget.met)
      .map((budget) => budget.name);
    assert.deepEqual(missed, ['/: JS', 'Client navigation to a prefetched page, title painted (median)']);
  });
});
