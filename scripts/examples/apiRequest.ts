/**
 * Turns a documented request into what is actually sent to the reference app:
 * query string encoded, token placeholders replaced. Pure, unit-tested in
 * tests/unit/apiRequest.test.ts.
 */
import {encodeTarget, graphqlAuthorization, isGraphqlMutation, type ApiRequest} from '../../src/lib/apiRequest';
import {isJwtPlaceholder} from './readers';

export interface OutgoingRequest {
  method: string;
  /** Path and encoded query, relative to the server root. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export {encodeTarget};

/** Replaces `<your-api-token>` and any `Bearer <placeholder>` with the real token. */
export function substituteToken(value: string, token: string): string {
  return value.replace(/Bearer\s+<[^>]*>/g, `Bearer ${token}`).replace(/<your-api-token>/g, token);
}

/** A GraphQL comment such as `# Authorization: Bearer <your-api-token>` asks for the token explicitly. */
function graphqlWantsToken(query: string): boolean {
  return graphqlAuthorization(query) !== undefined;
}

/** The `Authorization` value a request documents: its header, or a GraphQL `# Authorization:` comment. */
function documentedAuthorization(request: ApiRequest): string | undefined {
  if (request.kind === 'graphql') return graphqlAuthorization(request.query);
  const name = Object.keys(request.headers).find((header) => header.toLowerCase() === 'authorization');
  return name === undefined ? undefined : request.headers[name];
}

/**
 * The placeholder of a reader's JWT the request sends (`<reader-jwt>`,
 * `<shevek-jwt>`…), or undefined when it sends an API token or nothing.
 */
export function readerPlaceholder(request: ApiRequest): string | undefined {
  const placeholder = /Bearer\s+(<[^>]*>)/.exec(documentedAuthorization(request) ?? '')?.[1];
  return placeholder && isJwtPlaceholder(placeholder) ? placeholder : undefined;
}

/** Replaces a JWT placeholder with `jwt` and any other placeholder with the API token. */
function substituteCredentials(value: string, token: string, jwt: string | undefined): string {
  const withJwt = jwt === undefined ? value : value.replace(/Bearer\s+<[^>]*jwt[^>]*>/gi, `Bearer ${jwt}`);
  return substituteToken(withJwt, token);
}

/**
 * The request to send. GraphQL documents are POSTed to /graphql; mutations,
 * and queries with an `# Authorization:` comment, carry the API token, or
 * `jwt` when the comment names a reader's JWT. In HTTP headers, a JWT
 * placeholder becomes `jwt` (when given) and any other placeholder the token.
 */
export function toOutgoingRequest(request: ApiRequest, token: string, jwt?: string): OutgoingRequest {
  if (request.kind === 'graphql') {
    const headers: Record<string, string> = {'Content-Type': 'application/json'};
    if (jwt !== undefined && readerPlaceholder(request)) {
      headers.Authorization = `Bearer ${jwt}`;
    } else if (isGraphqlMutation(request.query) || graphqlWantsToken(request.query)) {
      headers.Authorization = `Bearer ${token}`;
    }
    const payload: {query: string; variables?: unknown} = {query: request.query};
    if (request.variables !== undefined) payload.variables = request.variables;
    return {method: 'POST', path: '/graphql', headers, body: JSON.stringify(payload)};
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name] = substituteCredentials(value, token, jwt);
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

/** A response body as the example checks read it: parsed JSON, null when empty, the text itself when not JSON. */
export function jsonOrText(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
