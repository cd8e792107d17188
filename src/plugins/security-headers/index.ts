/**
 * Completes `static/_headers` after the build: the Content-Security-Policy
 * allows exactly the inline scripts Docusaurus emitted (colour mode and
 * announcement bar init, base-URL banner) by their sha256, computed from the
 * built HTML. Writes `build/_headers` (Netlify/Cloudflare Pages) and
 * `build/nginx-headers.conf` (the same headers for deploy/nginx.conf).
 */
import {readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {inlineScriptHashes} from './inlineScriptHashes';
import {completeHeaders, scriptOrigins, toNginxHeaders} from './completeHeaders';

export const NGINX_HEADERS_FILE = 'nginx-headers.conf';

async function htmlFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, {recursive: true, withFileTypes: true});
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

export default function securityHeadersPlugin(context: LoadContext): Plugin<undefined> {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const template = await readFile(path.join(context.siteDir, 'static', '_headers'), 'utf8');
      const hashes = new Set<string>();
      for (const file of await htmlFiles(outDir)) {
        for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
      }
      const headers = completeHeaders(template, hashes, scriptOrigins(context.siteConfig.scripts));
      await writeFile(path.join(outDir, '_headers'), headers);
      await writeFile(path.join(outDir, NGINX_HEADERS_FILE), toNginxHeaders(headers));
    },
  };
}
