/**
 * Sums a Playwright JSON report per spec file: tests, total test time (the
 * sum of each test's last attempt, so with two workers it is about twice the
 * wall time) and its share. `tsx scripts/bench/e2e-per-spec.ts bench/tmp/e2e-report.json`
 */
import {readFileSync} from 'node:fs';

interface Result {
  duration: number;
  status: string;
}
interface Spec {
  file: string;
  tests: {results: Result[]}[];
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
function walk(suite: Suite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const last = test.results.at(-1);
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
