/**
 * The site's one caching policy, read by the three servers of the build: the
 * local static server (scripts/serve/staticServer.ts), the generated
 * `build/_headers` (Cloudflare Pages / Netlify) and nginx (deploy/nginx.conf
 * includes the map written by toNginxCacheMap). Change it here only.
 *
 * - Hashed assets (`/assets/…`, file names carry a content hash) never change:
 *   cached for a year, `immutable`.
 * - Everything else — HTML, `search-index.json`, `search-text/…`, the
 *   Markdown exports (`.md`, `llms.txt`, `llms-full.txt`), images, redirects —
 *   may change on any redeploy: `no-cache`, so a browser revalidates with the
 *   `ETag` / `Last-Modified` it holds and gets a 304 when nothing changed.
 *   Yesterday's HTML can then never point at chunks that no longer exist.
 * - Error answers (4xx, 5xx) are never stored: a 403 or 404 must not outlive
 *   the deploy that fixes it.
 */

export const CACHE_CONTROL = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
  error: 'no-store',
} as const;

/** URL prefixes whose files have content-hashed names. */
export const IMMUTABLE_PREFIXES: readonly string[] = ['/assets/'];

/** Statuses that answer with the file itself (or confirm the cached one): only these may be immutable. */
const FILE_STATUSES: readonly number[] = [200, 206, 304];

export function cacheControlFor(urlPath: string, status: number): string {
  if (status >= 400) return CACHE_CONTROL.error;
  if (FILE_STATUSES.includes(status) && IMMUTABLE_PREFIXES.some((prefix) => urlPath.startsWith(prefix))) {
    return CACHE_CONTROL.immutable;
  }
  return CACHE_CONTROL.revalidate;
}

/**
 * The policy as `_headers` rules, appended after the security rules. The
 * format cannot tell statuses apart, so error answers under `/assets/` rely
 * on the host not applying custom headers to its own 404s. `! Cache-Control`
 * first: Cloudflare joins the values of every matching rule otherwise.
 */
export function toHeadersFileRules(): string {
  const rules = [`/*\n  Cache-Control: ${CACHE_CONTROL.revalidate}`];
  for (const prefix of IMMUTABLE_PREFIXES) {
    rules.push(`${prefix}*\n  ! Cache-Control\n  Cache-Control: ${CACHE_CONTROL.immutable}`);
  }
  return `# Caching (src/lib/cachingPolicy.ts)\n${rules.join('\n')}\n`;
}

/** The nginx variable deploy/nginx.conf sends as Cache-Control. */
export const NGINX_CACHE_VARIABLE = '$strapi_docs_cache_control';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An nginx `map` (http level) from the answer's status and URI to its
 * Cache-Control. `add_header … always` reads it when the headers are sent,
 * so `$status` is the final one (403, 404, 416 included).
 */
export function toNginxCacheMap(): string {
  const statuses = FILE_STATUSES.join('|');
  const lines = [
    '# Generated from src/lib/cachingPolicy.ts at build time; include it at http level.',
    `map "$status:$uri" ${NGINX_CACHE_VARIABLE} {`,
    `    default "${CACHE_CONTROL.revalidate}";`,
    `    "~^[45]" "${CACHE_CONTROL.error}";`,
    ...IMMUTABLE_PREFIXES.map(
      (prefix) => `    "~^(${statuses}):${escapeRegExp(prefix)}" "${CACHE_CONTROL.immutable}";`,
    ),
    '}',
  ];
  return `${lines.join('\n')}\n`;
}
