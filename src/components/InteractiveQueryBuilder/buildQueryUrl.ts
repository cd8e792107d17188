import qs from 'qs';
import type {QueryObject} from './parseQueryObject';

/** Turns a query object into its Strapi REST query string (brackets kept, values encoded). */
export function buildQueryString(query: QueryObject): string {
  return qs.stringify(query, {encodeValuesOnly: true});
}

/** Joins an endpoint such as `/api/books` and a query object into a request URL. */
export function buildQueryUrl(endpoint: string, query: QueryObject): string {
  const base = endpoint.trim();
  const search = buildQueryString(query);
  if (!search) return base;
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}${search}`;
}
