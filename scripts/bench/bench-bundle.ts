/**
 * `npm run bench:bundle` (or `tsx scripts/bench/bench-bundle.ts <stats.json>`): what each client chunk holds, by
 * package, from the Rspack stats JSON a build writes with
 * BUNDLE_STATS=<file> (src/plugins/bundle-stats). Sizes are module sizes
 * before minification; use them to rank, and `npm run bench` for gzip bytes.
 */
import {readFileSync} from 'node:fs';

interface StatsModule {
  name?: string;
  size?: number;
  chunks?: Array<string | number>;
  modules?: StatsModule[];
}
interface StatsChunk {
  id?: string | number;
  files?: string[];
  initial?: boolean;
  size?: number;
}
interface Stats {
  chunks?: StatsChunk[];
  modules?: StatsModule[];
}

/** `./node_modules/@scope/pkg/...` → `@scope/pkg`; site files → their first folders. */
export function packageOf(moduleName: string): string {
  const name = moduleName
    .replace(/^.*?!/, '')
    .replace(/ \+ \d+ modules$/, '')
    .replace(/\?.*$/, '');
  const parts = name.split('node_modules/');
  const last = parts[parts.length - 1] ?? name;
  if (parts.length > 1) {
    const segments = last.split('/');
    return segments[0]?.startsWith('@') ? `${segments[0]}/${segments[1]}` : (segments[0] ?? last);
  }
  return last.replace(/^\.\//, '').split('/').slice(0, 3).join('/');
}

/** Leaf modules; a concatenated module whose parts the stats leave out counts under its root module's package. */
function leaves(module: StatsModule): StatsModule[] {
  const named = (module.modules ?? []).filter((child) => child.name);
  return named.length ? named.flatMap(leaves) : [module];
}

function main(): void {
  const file = process.argv[2] ?? process.env.BUNDLE_STATS ?? 'bench/tmp/bundle-stats.json';
  const stats = JSON.parse(readFileSync(file, 'utf8')) as Stats;
  const chunks = (stats.chunks ?? []).filter((chunk) => chunk.files?.some((name) => name.endsWith('.js')));
  chunks.sort((a, b) => (b.size ?? 0) - (a.size ?? 0));
  for (const chunk of chunks.slice(0, Number(process.env.TOP_CHUNKS ?? 12))) {
    const byPackage = new Map<string, number>();
    for (const module of stats.modules ?? []) {
      if (!(module.chunks ?? []).map(String).includes(String(chunk.id))) continue;
      for (const leaf of leaves(module)) {
        const name = packageOf(leaf.name ?? module.name ?? '?');
        byPackage.set(name, (byPackage.get(name) ?? 0) + (leaf.size ?? 0));
      }
    }
    const top = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15);
    const files = (chunk.files ?? []).filter((name) => name.endsWith('.js')).join(', ');
    console.log(
      `\n${files}  (${chunk.initial ? 'initial' : 'async'}, ${((chunk.size ?? 0) / 1024).toFixed(1)} KB before minification)`,
    );
    for (const [name, size] of top) console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${name}`);
  }
}

main();
