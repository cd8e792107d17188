/**
 * The `_headers` file format (Cloudflare Pages; Netlify reads the same
 * without `!`): a path pattern on its own line, then indented `Name: value`
 * lines; an indented `! Name` detaches a header set by a broader rule.
 * Read by the nginx generator and by the local static server.
 */
/** The header files the plugin writes into the build: host configuration, never to be served. */
export const NGINX_HEADERS_FILE = 'nginx-headers.conf';
export const NGINX_CSP_MAP_FILE = 'nginx-csp-map.conf';
export const NGINX_CACHE_MAP_FILE = 'nginx-cache-map.conf';
export const HOST_CONFIG_FILES: readonly string[] = [
  '_headers',
  NGINX_HEADERS_FILE,
  NGINX_CSP_MAP_FILE,
  NGINX_CACHE_MAP_FILE,
];

export interface HeaderRule {
  pattern: string;
  headers: Array<[string, string]>;
  detach: string[];
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({pattern: trimmed, headers: [], detach: []});
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) continue;
    if (trimmed.startsWith('!')) {
      rule.detach.push(trimmed.slice(1).trim());
      continue;
    }
    const at = trimmed.indexOf(':');
    if (at > 0) rule.headers.push([trimmed.slice(0, at).trim(), trimmed.slice(at + 1).trim()]);
  }
  return rules;
}

/** `/*` matches every path, `/assets/*` every path under /assets/, anything else is exact. */
function ruleMatches(pattern: string, urlPath: string): boolean {
  return pattern.endsWith('*') ? urlPath.startsWith(pattern.slice(0, -1)) : urlPath === pattern;
}

/**
 * The headers for a path, rules applied in file order: `! Name` removes what
 * an earlier rule set, and a later header replaces one of the same name.
 */
export function headersFor(rules: HeaderRule[], urlPath: string): Array<[string, string]> {
  const byName = new Map<string, [string, string]>();
  for (const {pattern, headers, detach} of rules) {
    if (!ruleMatches(pattern, urlPath)) continue;
    for (const name of detach) byName.delete(name.toLowerCase());
    for (const header of headers) byName.set(header[0].toLowerCase(), header);
  }
  return [...byName.values()];
}
