import type {QueryObject, QueryValue} from './parseQueryObject';

/** Encodes a value as qs does (RFC 3986): everything but letters, digits and -_.~ is percent-encoded. */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

function appendPairs(pairs: string[], key: string, value: QueryValue): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => appendPairs(pairs, `${key}[${index}]`, item));
  } else if (value !== null && typeof value === 'object') {
    for (const [child, item] of Object.entries(value)) appendPairs(pairs, `${key}[${child}]`, item);
  } else {
    pairs.push(`${key}=${value === null ? '' : encodeValue(String(value))}`);
  }
}

/**
 * Turns a query object into its Strapi REST query string, brackets kept and
 * values encoded: the output of `qs.stringify(query, {encodeValuesOnly: true})`,
 * which Strapi's docs use, without shipping qs and its polyfills to every page.
 */
export function buildQueryString(query: QueryObject): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) appendPairs(pairs, key, value);
  return pairs.join('&');
}

/** Joins an endpoint such as `/api/books` and a query object into a request URL. */
export function buildQueryUrl(endpoint: string, query: QueryObject): string {
  const base = endpoint.trim();
  const search = buildQueryString(query);
  if (!search) return base;
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}${search}`;
}
