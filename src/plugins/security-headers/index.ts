/**
 * Completes `static/_headers` after the build: the Content-Security-Policy
 * allows exactly the inline scripts Docusaurus emitted (colour mode and
 * announcement bar init, src/lib/earlyScripts.ts) by their sha256, computed from the
 * built HTML; pages with a live code block get their own policy with
 * 'unsafe-eval' (liveCodePolicy.ts). Writes `build/_headers` (Cloudflare
 * Pages format), `build/nginx-headers.conf` and `build/nginx-csp-map.conf`
 * (the same headers for deploy/nginx.conf), with the caching policy of
 * src/lib/cachingPolicy.ts appended to `_headers` and, for nginx, written as
 * `build/nginx-cache-map.conf`.
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {inlineScriptHashes} from './inlineScriptHashes';
import {completeHeaders, scriptOrigins, toNginxCspMap, toNginxHeaders} from './completeHeaders';
import {listHtmlFiles, routeOfHtmlFile} from '../../lib/builtHtml-fs';
import {addLiveCodeRules, hasLiveCode} from './liveCodePolicy';

import {toHeadersFileRules, toNginxCacheMap} from '../../lib/cachingPolicy';
import {NGINX_CACHE_MAP_FILE, NGINX_CSP_MAP_FILE, NGINX_HEADERS_FILE} from './headersFile';

export {NGINX_CACHE_MAP_FILE, NGINX_CSP_MAP_FILE, NGINX_HEADERS_FILE};

export default function securityHeadersPlugin(context: LoadContext): Plugin<undefined> {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const template = await readFile(path.join(context.siteDir, 'static', '_headers'), 'utf8');
      const hashes = new Set<string>();
      const liveCodeRoutes: string[] = [];
      for (const file of await listHtmlFiles(outDir)) {
        const html = await readFile(file, 'utf8');
        for (const hash of inlineScriptHashes(html)) hashes.add(hash);
        if (hasLiveCode(html)) liveCodeRoutes.push(routeOfHtmlFile(path.relative(outDir, file)));
      }
      const headers = `${addLiveCodeRules(
        completeHeaders(template, hashes, scriptOrigins(context.siteConfig.scripts)),
        liveCodeRoutes,
      )}\n${toHeadersFileRules()}`;
      await writeFile(path.join(outDir, '_headers'), headers);
      await writeFile(path.join(outDir, NGINX_HEADERS_FILE), toNginxHeaders(headers));
      await writeFile(path.join(outDir, NGINX_CSP_MAP_FILE), toNginxCspMap(headers));
      await writeFile(path.join(outDir, NGINX_CACHE_MAP_FILE), toNginxCacheMap());
    },
  };
}
