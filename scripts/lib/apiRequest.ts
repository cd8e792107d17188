/**
 * Turns a documented request into what is actually sent to the reference app:
 * query string encoded, token placeholders replaced. Pure, unit-tested in
 * tests/unit/apiRequest.test.ts.
 */
import {isGraphqlMutation, type ApiRequest} from './parseApiCalls';

export interface OutgoingRequest {
  method: string;
  /** Path and encoded query, relative to the server root. */
  path: string;
  headers: Record<string, string>;
  body?: string;
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

/** Replaces `<your-api-token>` and any `Bearer <placeholder>` with the real token. */
export function substituteToken(value: string, token: string): string {
  return value.replace(/Bearer\s+<[^>]*>/g, `Bearer ${token}`).replace(/<your-api-token>/g, token);
}

/** A GraphQL comment such as `# Authorization: Bearer <your-api-token>` asks for the token explicitly. */
function graphqlWantsToken(query: string): boolean {
  return /^\s*#\s*Authorization:/im.test(query);
}

/**
 * The request to send. GraphQL documents are POSTed to /graphql; mutations,
 * and queries with an `# Authorization:` comment, carry the API token.
 */
export function toOutgoingRequest(request: ApiRequest, token: string): OutgoingRequest {
  if (request.kind === 'graphql') {
    const headers: Record<string, string> = {'Content-Type': 'application/json'};
    if (isGraphqlMutation(request.query) || graphqlWantsToken(request.query)) {
      headers.Authorization = `Bearer ${token}`;
    }
    const payload: {query: string; variables?: unknown} = {query: request.query};
    if (request.variables !== undefined) payload.variables = request.variables;
    return {method: 'POST', path: '/graphql', headers, body: JSON.stringify(payload)};
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name] = substituteToken(value, token);
  }
  const outgoing: OutgoingRequest = {method: request.method, path: encodeTarget(request.target), headers};
  if (request.body !== undefined) {
    outgoing.body = JSON.stringify(request.body);
    if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
      headers['Content-Type'] = 'application/json';
    }
  }
  return outgoing;
}
