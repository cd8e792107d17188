/**
 * Fast checks for writers, without a full build: MDX syntax, front matter,
 * relative links and their anchors, parseable code blocks, unknown components
 * and the prose word floor. Usage: npx tsx scripts/docs/check-docs.ts [file|dir ...]
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {checkDoc, type DocProblem} from './docChecks';
import {listMarkdownFiles, resolveTargets} from './docFiles';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

async function main(): Promise<void> {
  const files = listMarkdownFiles(resolveTargets(process.argv.slice(2)));
  const problems: DocProblem[] = [];
  for (const file of files) {
    problems.push(...(await checkDoc(file, readFileSync(file, 'utf8'), root)));
  }
  for (const problem of problems) {
    console.log(`${path.relative(root, problem.file)}:${problem.line ?? 1}: ${problem.message}`);
  }
  const withoutKeywords = problems.filter((problem) => problem.message.startsWith('front matter needs keywords'));
  if (withoutKeywords.length) {
    console.log(`\n${withoutKeywords.length} page(s) without front matter keywords:`);
    for (const problem of withoutKeywords) console.log(`  ${path.relative(root, problem.file)}`);
  }
  console.log(`${files.length} file(s) checked, ${problems.length} problem(s).`);
  process.exit(problems.length ? 1 : 0);
}

void main();
