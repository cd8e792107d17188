/**
 * Fast checks for writers, without a full build: MDX syntax, front matter,
 * relative links and their anchors, parseable code blocks, unknown components
 * and the prose word floor. Usage: npx tsx scripts/check-docs.ts [file|dir ...]
 */
import {readFileSync, existsSync, statSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {checkDoc, type DocProblem} from './lib/docChecks';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function listMarkdown(target: string): string[] {
  if (statSync(target).isDirectory()) {
    return readdirSync(target, {withFileTypes: true}).flatMap((entry) =>
      listMarkdown(path.join(target, entry.name)),
    );
  }
  return /\.mdx?$/.test(target) ? [target] : [];
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const targets = (args.length ? args : ['docs']).map((arg) => path.resolve(arg));
  const missing = targets.filter((target) => !existsSync(target));
  if (missing.length) {
    console.error(`Not found: ${missing.join(', ')}`);
    process.exit(2);
  }
  const files = targets.flatMap(listMarkdown);
  const problems: DocProblem[] = [];
  for (const file of files) {
    problems.push(...(await checkDoc(file, readFileSync(file, 'utf8'), root)));
  }
  for (const problem of problems) {
    console.log(`${path.relative(root, problem.file)}:${problem.line ?? 1}: ${problem.message}`);
  }
  console.log(`${files.length} file(s) checked, ${problems.length} problem(s).`);
  process.exit(problems.length ? 1 : 0);
}

void main();
