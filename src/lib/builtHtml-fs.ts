/** The HTML pages of a build on disk: one walk and one file-to-route rule for plugins, scripts and tests. */
import {readdir} from 'node:fs/promises';
import path from 'node:path';

/** Every .html file under a build directory, absolute paths in sorted order (so output never depends on the disk). */
export async function listHtmlFiles(buildDir: string): Promise<string[]> {
  const entries = await readdir(buildDir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The route a built file is served at, from its path relative to the build (trailingSlash false: a.html → /a, a/index.html → /a). */
export function routeOfHtmlFile(relativeFile: string): string {
  const route = `/${relativeFile.split(/[\\/]/).join('/')}`.replace(/\.html$/, '').replace(/(^|\/)index$/, '');
  return route || '/';
}

/** The route of a built file given by its absolute path. */
export function pathOfBuiltFile(buildDir: string, file: string): string {
  return routeOfHtmlFile(path.relative(buildDir, file));
}
