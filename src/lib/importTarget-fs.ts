/**
 * Whether a page's `import` resolves, checked before the bundler sees it so
 * the error names the doc file and line instead of a line of generated code.
 * Build-time and scripts only (reads the file system).
 */
import {existsSync} from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['', '.md', '.mdx', '.js', '.jsx', '.ts', '.tsx', '.json'];
/** Webpack aliases Docusaurus defines; they resolve to theme or generated code, not to files of the site. */
const ALIASES = /^@(theme|theme-original|theme-init|generated|docusaurus)\//;

function fileExists(base: string): boolean {
  return (
    EXTENSIONS.some((extension) => existsSync(base + extension)) ||
    EXTENSIONS.slice(1).some((extension) => existsSync(path.join(base, `index${extension}`)))
  );
}

/** The package name of a bare specifier: `react`, `@strapi/utils` (of `@strapi/utils/lib/x`). */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

function packageInstalled(name: string, fromDir: string): boolean {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}

/** Why `specifier`, imported by `fromFile`, would not resolve, or null when it does (or is a Docusaurus alias). */
export function missingImport(specifier: string, fromFile: string, siteDir: string): string | null {
  if (ALIASES.test(specifier) || specifier.startsWith('node:')) return null;
  if (specifier.startsWith('@site/')) {
    return fileExists(path.join(siteDir, specifier.slice('@site/'.length)))
      ? null
      : `import of missing file ${specifier}`;
  }
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const target = path.resolve(path.dirname(fromFile), specifier);
    return fileExists(target) ? null : `import of missing file ${specifier}`;
  }
  const name = packageName(specifier);
  return packageInstalled(name, siteDir) ? null : `import of package ${name}, which is not installed`;
}
