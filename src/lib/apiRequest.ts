/**
 * A documented API request (the ```http or ```graphql block of a `<Request>`)
 * as plain data. Pure, read by both sides: the Request panel in the browser,
 * which copies it as curl or fetch (src/lib/runnableRequest.ts), and the
 * example verifier (scripts/examples), which replays it.
 */

export interface HttpRequest {
  kind: 'http';
  method: string;
  /** Path and query string exactly as documented (unencoded). */
  target: string;
  headers: Record<string, string>;
  body?: unknown;
}

export interface GraphqlRequest {
  kind: 'graphql';
  query: string;
  variables?: unknown;
}

export type ApiRequest = HttpRequest | GraphqlRequest;

/** An ```http block cut into its parts, the body still as text. */
export interface HttpBlockParts {
  method: string;
  target: string;
  headers: Record<string, string>;
  bodyText: string;
}

/**
 * Splits an ```http block: `METHOD /path?query`, header lines, a blank line,
 * then an optional body. A string return says what is wrong with the block.
 */
export function splitHttpBlock(text: string): HttpBlockParts | string {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  while (lines[0]?.trim() === '') lines.shift();
  // The target may contain spaces: query strings are written unencoded.
  const requestLine = /^([A-Z]+)\s+(\S.*?)(?:\s+HTTP\/[\d.]+)?\s*$/.exec(lines.shift()?.trim() ?? '');
  if (!requestLine) return 'the http block must start with "METHOD /path"';
  const headers: Record<string, string> = {};
  while (lines[0]?.trim()) {
    const header = /^([\w-]+):\s*(.*)$/.exec(lines.shift()?.trim() ?? '');
    if (!header) return 'header lines must look like "Name: value", followed by a blank line before the body';
    const [, name = '', value = ''] = header;
    headers[name] = value;
  }
  const [, method = '', target = ''] = requestLine;
  return {method, target, headers, bodyText: lines.join('\n').trim()};
}

/** True for a GraphQL document whose first operation is a `mutation`. */
export function isGraphqlMutation(query: string): boolean {
  const withoutComments = query.replace(/#[^\n]*/g, '');
  return /^\s*mutation\b/.test(withoutComments);
}

/** The `Authorization` value a GraphQL document asks for in a comment (`# Authorization: Bearer <your-api-token>`). */
export function graphqlAuthorization(query: string): string | undefined {
  return /^\s*#\s*Authorization:\s*(.*)$/im.exec(query)?.[1]?.trim();
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Encodes a documented `path?query` (written unencoded for readability, e.g.
 * `filters[title][$eq]=Dune Messiah`) so every key and value reaches the
 * server exactly as written. Already-encoded parts are decoded first, so
 * encoding is never doubled.
 */
export function encodeTarget(target: string): string {
  const withoutOrigin = target.replace(/^https?:\/\/[^/]+/, '');
  const hashIndex = withoutOrigin.indexOf('#');
  const beforeHash = hashIndex === -1 ? withoutOrigin : withoutOrigin.slice(0, hashIndex);
  const queryIndex = beforeHash.indexOf('?');
  const pathPart = queryIndex === -1 ? beforeHash : beforeHash.slice(0, queryIndex);
  const path = encodeURI(decodeSafely(pathPart || '/'));
  if (queryIndex === -1) return path;
  const pairs = beforeHash
    .slice(queryIndex + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals === -1 ? pair : pair.slice(0, equals);
      const value = equals === -1 ? undefined : pair.slice(equals + 1);
      const encodedKey = encodeURIComponent(decodeSafely(key));
      return value === undefined ? encodedKey : `${encodedKey}=${encodeURIComponent(decodeSafely(value))}`;
    });
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

/** The base URL requests are copied with until the reader sets one. */
export const DEFAULT_BASE_URL = 'http://localhost:1337';

/** A base URL as typed (`localhost:1337/`, ` https://api.example.com `) made usable, or the default. */
export function normalizeBaseUrl(input: string): string {
  const trimmed = input.trim().replace(/\/+$/, '');
  if (trimmed === '') return DEFAULT_BASE_URL;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

/** The request of an ```http block, or null when the block is not a request. */
export function readHttpBlock(source: string): ApiRequest | null {
  const parts = splitHttpBlock(source);
  if (typeof parts === 'string') return null;
  let body: unknown;
  if (parts.bodyText) {
    try {
      body = JSON.parse(parts.bodyText) as unknown;
    } catch {
      body = parts.bodyText;
    }
  }
  return {kind: 'http', method: parts.method, target: parts.target, headers: parts.headers, body};
}
