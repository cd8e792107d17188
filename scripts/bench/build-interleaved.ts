/**
 * `tsx scripts/bench/build-interleaved.ts [--rounds N] [--keep DIR] [label=siteDir ...]`: cold build times of several
 * sites, alternating them round by round, with the load average printed beside each figure. The stock
 * Docusaurus baseline (baselineSite.ts, written to a temporary folder) always takes part; with no site
 * given, this worktree is the other one. On a machine other processes share, only ratios taken in the
 * same run mean anything: this is what bench/build-time.md's before/after figures come from.
 */
import {mkdtemp, rm} from 'node:fs/promises';
import {loadavg, tmpdir} from 'node:os';
import path from 'node:path';
import {writeBaselineSite} from './baselineSite';
import {measureBuild, round} from './measure';

const ROOT = path.resolve(__dirname, '../..');

function parseArgs(argv: string[]): {rounds: number; keep?: string; sites: {label: string; dir: string}[]} {
  let rounds = 3;
  let keep: string | undefined;
  const sites: {label: string; dir: string}[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? '';
    if (arg === '--rounds') rounds = Number(argv[++index]);
    else if (arg === '--keep') keep = path.resolve(argv[++index] ?? '');
    else {
      const [label, dir] = arg.split('=');
      if (!label || !dir) throw new Error(`expected label=siteDir, got ${arg}`);
      sites.push({label, dir: path.resolve(dir)});
    }
  }
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds takes a positive integer');
  return {rounds, keep, sites: sites.length > 0 ? sites : [{label: 'site', dir: ROOT}]};
}

const load = () => loadavg()[0]?.toFixed(1) ?? '?';
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function main(): Promise<void> {
  const {rounds, keep, sites} = parseArgs(process.argv.slice(2));
  const work = await mkdtemp(path.join(tmpdir(), 'build-interleaved-'));
  // --keep DIR: each build's output stays in DIR/<label>-<round>, to compare the builds' output afterwards.
  const outDir = (label: string, round_: number) => path.join(keep ?? work, `${label}-${round_}`);
  try {
    const all = [{label: 'stock', dir: await writeBaselineSite(ROOT, path.join(work, 'stock'))}, ...sites];
    const times = new Map<string, number[]>(all.map(({label}) => [label, []]));
    for (let round_ = 1; round_ <= rounds; round_++) {
      // Each round starts with a different site so no site always follows the same one.
      const order = all.map((_, index) => all[(index + round_ - 1) % all.length]);
      for (const {label, dir} of order.filter((site) => site !== undefined)) {
        const before = load();
        await rm(path.join(dir, '.docusaurus'), {recursive: true, force: true});
        const figures = await measureBuild(ROOT, dir, outDir(label, round_));
        times.get(label)?.push(figures.wallSeconds);
        console.log(
          `round ${round_} ${label}: ${figures.wallSeconds} s wall, ${figures.cpuSeconds} s CPU, peak ${figures.peakMemoryMB} MB` +
            (figures.diagrams ? `, diagrams ${figures.diagrams.seconds} s (Chromium start ${figures.diagrams.chromiumStartSeconds} s)` : '') +
            ` (load ${before} → ${load()})`,
        );
      }
    }
    const stock = median(times.get('stock') ?? []);
    for (const [label, values] of times) {
      const value = median(values);
      console.log(`median ${label}: ${round(value, 1)} s = ${round(value / stock, 2)} × stock (${values.join(', ')})`);
    }
  } finally {
    await rm(work, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
