/** The request line of an `http` example, split so a long URL reads one parameter per line. */
export interface RequestLine {
  method: string;
  /** The URL exactly as written, which the copy button copies. */
  url: string;
  path: string;
  /** Query parameters as written, without their leading `?` or `&`. */
  params: string[];
  /** Header and body lines that followed the request line, or an empty string. */
  rest: string;
}

const REQUEST_LINE = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+(\S+)(?:\s+HTTP\/[\d.]+)?$/;

/**
 * Parses the first line of an `http` code block. Returns null when it is not
 * a request line or the URL has no query string (nothing to split).
 */
export function parseRequestLine(source: string): RequestLine | null {
  const [first = '', ...others] = source.replace(/\n+$/, '').split('\n');
  const match = REQUEST_LINE.exec(first.trim());
  if (!match) return null;
  const [, method = '', url = ''] = match;
  const queryStart = url.indexOf('?');
  if (queryStart === -1 || queryStart === url.length - 1) return null;
  const params = url
    .slice(queryStart + 1)
    .split('&')
    .filter((param) => param !== '');
  return {method, url, path: url.slice(0, queryStart), params, rest: others.join('\n')};
}
