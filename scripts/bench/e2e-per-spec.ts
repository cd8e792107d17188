/**
 * Sums a Playwright JSON report per spec file: tests, total test time (the
 * sum of every attempt, so with two workers it is about twice the wall time)
 * and its share; then the page gate's `timing` annotations (milliseconds per
 * step of each page: load, light, switch, dark) summed per step, and its
 * slowest pages. `tsx scripts/bench/e2e-per-spec.ts bench/tmp/e2e-report.json`
 */
import {readFileSync} from 'node:fs';

interface Annotation {
  type: string;
  description?: string;
}
interface Result {
  duration: number;
  status: string;
  annotations?: Annotation[];
}
interface Spec {
  file: string;
  title: string;
  tests: {results: Result[]; annotations?: Annotation[]}[];
}
interface Suite {
  file: string;
  specs?: Spec[];
  suites?: Suite[];
}

const report = JSON.parse(readFileSync(process.argv[2] ?? 'bench/tmp/e2e-report.json', 'utf8')) as {
  suites: Suite[];
  stats: {duration: number; expected: number; unexpected: number; flaky: number; skipped: number};
};
const perFile = new Map<string, {tests: number; ms: number; failed: number}>();
/** Per gate page: its title and its steps in ms. */
const timings: {title: string; steps: Map<string, number>}[] = [];
function walk(suite: Suite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const last = test.results.at(-1);
      const timing = [...(last?.annotations ?? []), ...(test.annotations ?? [])].find(({type}) => type === 'timing');
      if (timing?.description) {
        const steps = new Map(
          timing.description.split(', ').map((part) => {
            const [step = '', ms = '0'] = part.split(' ');
            return [step, Number(ms)] as const;
          }),
        );
        timings.push({title: spec.title, steps});
      }
      const row = perFile.get(spec.file) ?? {tests: 0, ms: 0, failed: 0};
      row.tests += 1;
      row.ms += test.results.reduce((sum, result) => sum + result.duration, 0);
      if (last && last.status !== 'passed' && last.status !== 'skipped') row.failed += 1;
      perFile.set(spec.file, row);
    }
  }
  for (const child of suite.suites ?? []) walk(child);
}
for (const suite of report.suites) walk(suite);
const total = [...perFile.values()].reduce((sum, row) => sum + row.ms, 0);
console.log(
  `wall ${(report.stats.duration / 1000).toFixed(0)} s; passed ${report.stats.expected}, failed ${report.stats.unexpected}, flaky ${report.stats.flaky}, skipped ${report.stats.skipped}`,
);
console.log('| spec file | tests | test time (s, all workers) | share |');
console.log('| --- | ---: | ---: | ---: |');
for (const [file, row] of [...perFile].sort((a, b) => b[1].ms - a[1].ms)) {
  const failed = row.failed ? ` (${row.failed} failed)` : '';
  console.log(`| ${file} | ${row.tests}${failed} | ${(row.ms / 1000).toFixed(0)} | ${((100 * row.ms) / total).toFixed(1)} % |`);
}

if (timings.length > 0) {
  const stepNames = [...new Set(timings.flatMap(({steps}) => [...steps.keys()]))];
  const sum = (step: string) => timings.reduce((total, {steps}) => total + (steps.get(step) ?? 0), 0);
  const median = (step: string) => {
    const values = timings.map(({steps}) => steps.get(step) ?? 0).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)] ?? 0;
  };
  const all = stepNames.reduce((total, step) => total + sum(step), 0);
  console.log(`\nPage gate, ${timings.length} pages with a timing annotation:`);
  console.log('| step | total (s) | median per page (ms) | share |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const step of stepNames)
    console.log(`| ${step} | ${(sum(step) / 1000).toFixed(0)} | ${median(step)} | ${((100 * sum(step)) / all).toFixed(1)} % |`);
  const total = (steps: Map<string, number>) => [...steps.values()].reduce((a, b) => a + b, 0);
  console.log('\nSlowest pages:');
  for (const {title, steps} of [...timings].sort((a, b) => total(b.steps) - total(a.steps)).slice(0, 10))
    console.log(`- ${title}: ${[...steps].map(([step, ms]) => `${step} ${ms}`).join(', ')}`);
}
