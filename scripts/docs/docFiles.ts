/** Finding the Markdown files a command-line tool was pointed at. */
import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

/** Every .md/.mdx file under the targets (files or folders), in a stable order. */
export function listMarkdownFiles(targets: string[]): string[] {
  const files: string[] = [];
  const walk = (target: string) => {
    if (statSync(target).isDirectory()) {
      for (const entry of readdirSync(target).sort()) walk(path.join(target, entry));
    } else if (/\.mdx?$/.test(target)) {
      files.push(target);
    }
  };
  targets.forEach(walk);
  return files;
}

/** The command-line targets as absolute paths (default: docs/); exits with 2 naming any that is missing. */
export function resolveTargets(args: string[]): string[] {
  const targets = (args.length ? args : ['docs']).map((arg) => path.resolve(arg));
  const missing = targets.filter((target) => !existsSync(target));
  if (missing.length) {
    console.error(`Not found: ${missing.join(', ')}`);
    process.exit(2);
  }
  return targets;
}
