/**
 * A documented request made runnable as copied: the method, an absolute URL on
 * the reader's base URL, the headers (an `Authorization: Bearer` header where
 * the request needs one) and the body, written out as a curl command or a
 * `fetch` call. Pure: used by the Request panel (src/components/ApiCall) and
 * unit-tested on every example of the docs (tests/unit/runnableRequest.test.ts).
 */
import {encodeTarget, graphqlAuthorization, isGraphqlMutation, normalizeBaseUrl, type ApiRequest} from './apiRequest';

// What the Request panel needs to render lives in apiRequest.ts; this module loads when a request is copied.
export {DEFAULT_BASE_URL, normalizeBaseUrl, readHttpBlock} from './apiRequest';

/** The placeholder the docs write for an API token; the reader's token replaces it. */
export const API_TOKEN_PLACEHOLDER = '<your-api-token>';

/**
 * Users & Permissions mutations that run without a token: `auth: false` in
 * 4.25.9's server/graphql/resolvers-configs.js.
 */
const PUBLIC_MUTATIONS = new Set(['login', 'register', 'forgotPassword', 'resetPassword', 'emailConfirmation']);

/**
 * REST routes that Users & Permissions grants the Public role by default
 * (DEFAULT_PERMISSIONS in server/services/users-permissions.js): sign-in,
 * sign-up, password reset, email confirmation, providers. A token is never
 * added to them; a restricted API token would make them fail.
 */
const PUBLIC_ROUTES =
  /^\/api\/(auth\/(local(\/register)?|[^/]+\/callback|forgot-password|reset-password|email-confirmation|send-email-confirmation)|connect\/)/;

export interface RunnableRequest {
  method: string;
  url: string;
  headers: Array<[name: string, value: string]>;
  /** The body as sent (JSON text), or undefined. */
  body?: string;
}

export interface RunSettings {
  baseUrl: string;
  /** The reader's API token; empty keeps the placeholder. */
  token: string;
}

function firstField(query: string): string | undefined {
  return /\{\s*([A-Za-z_]\w*)/.exec(query.replace(/#[^\n]*/g, ''))?.[1];
}

function authorizationHeader(headers: Record<string, string>): string | undefined {
  const name = Object.keys(headers).find((header) => header.toLowerCase() === 'authorization');
  return name === undefined ? undefined : headers[name];
}

/**
 * Whether the example itself says it needs a caller with rights: an
 * `Authorization` header, a GraphQL `# Authorization:` comment, or a GraphQL
 * mutation that is not one of the public ones.
 */
export function documentsToken(request: ApiRequest): boolean {
  if (request.kind === 'http') return authorizationHeader(request.headers) !== undefined;
  if (graphqlAuthorization(request.query) !== undefined) return true;
  return isGraphqlMutation(request.query) && !PUBLIC_MUTATIONS.has(firstField(request.query) ?? '');
}

/** Whether a path (`/api/auth/local`) is one of the routes Users & Permissions opens to the Public role by default. */
export function isPublicRoute(target: string): boolean {
  return PUBLIC_ROUTES.test(target);
}

/** Whether the request must run without a token (the public sign-in routes and mutations). */
function publicByDesign(request: ApiRequest): boolean {
  if (request.kind === 'http') return isPublicRoute(request.target);
  return isGraphqlMutation(request.query) && PUBLIC_MUTATIONS.has(firstField(request.query) ?? '');
}

/**
 * The `Authorization` value to send: the documented one, with the API-token
 * placeholder replaced by the reader's token when given (a user's JWT
 * placeholder such as `<reader-jwt>` stays: it is not an API token); for a
 * request documented without one, the reader's token when the reader gave one
 * (their own project may not open the route to the Public role), except on
 * the routes that are public by design.
 */
function authorization(request: ApiRequest, documented: string | undefined, token: string): string | undefined {
  if (documented !== undefined) return token ? documented.split(API_TOKEN_PLACEHOLDER).join(token) : documented;
  if (documentsToken(request)) return `Bearer ${token || API_TOKEN_PLACEHOLDER}`;
  if (token && !publicByDesign(request)) return `Bearer ${token}`;
  return undefined;
}

/**
 * The URL to copy: the target encoded as the verifier sends it, then with the
 * characters that need no encoding in a query put back (`[`, `]`, `$`, `:`,
 * `,`, `{`, `}`, `@`, `*`, `/`) so the reader can still read and edit it.
 * curl is given `-g` so it does not take brackets and braces as its globs.
 */
export function readableUrl(baseUrl: string, target: string): string {
  if (/^https?:\/\//i.test(target)) return target;
  const encoded = encodeTarget(target).replace(/%(5B|5D|24|3A|2C|7B|7D|40|2A|2F)/gi, (escape) =>
    decodeURIComponent(escape),
  );
  return `${normalizeBaseUrl(baseUrl)}${encoded}`;
}

function jsonText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

export function toRunnableRequest(request: ApiRequest, {baseUrl, token}: RunSettings): RunnableRequest {
  const trimmedToken = token.trim();
  if (request.kind === 'graphql') {
    const headers: RunnableRequest['headers'] = [['Content-Type', 'application/json']];
    const auth = authorization(request, graphqlAuthorization(request.query), trimmedToken);
    if (auth !== undefined) headers.unshift(['Authorization', auth]);
    const payload: {query: string; variables?: unknown} = {query: request.query.trim()};
    if (request.variables !== undefined) payload.variables = request.variables;
    return {method: 'POST', url: `${normalizeBaseUrl(baseUrl)}/graphql`, headers, body: jsonText(payload)};
  }
  const headers: RunnableRequest['headers'] = [];
  const documented = authorizationHeader(request.headers);
  const auth = authorization(request, documented, trimmedToken);
  if (auth !== undefined) headers.push(['Authorization', auth]);
  for (const [name, value] of Object.entries(request.headers))
    if (name.toLowerCase() !== 'authorization') headers.push([name, value]);
  const body = request.body === undefined ? undefined : jsonText(request.body);
  if (body !== undefined && !headers.some(([name]) => name.toLowerCase() === 'content-type'))
    headers.push(['Content-Type', 'application/json']);
  return {method: request.method, url: readableUrl(baseUrl, request.target), headers, body};
}

/** A word for a POSIX shell: single-quoted, a single quote written as `'\''`. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export function toCurl({method, url, headers, body}: RunnableRequest): string {
  const lines = [`curl -g${method === 'GET' ? '' : ` -X ${method}`} ${shellQuote(url)}`];
  for (const [name, value] of headers) lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (body !== undefined) lines.push(`--data-raw ${shellQuote(body)}`);
  return lines.join(' \\\n  ');
}

/**
 * A JavaScript string literal. JSON's escaping covers quotes, backslashes and
 * every control character (\n, \r, \t…); U+2028 and U+2029 are escaped too, as
 * older engines end a line at them inside a string.
 */
export function jsString(text: string): string {
  return JSON.stringify(text)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function jsKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : jsString(name);
}

export function toFetch({method, url, headers, body}: RunnableRequest): string {
  const options: string[] = [];
  if (method !== 'GET') options.push(`  method: ${jsString(method)},`);
  if (headers.length > 0) {
    options.push('  headers: {');
    for (const [name, value] of headers) options.push(`    ${jsKey(name)}: ${jsString(value)},`);
    options.push('  },');
  }
  if (body !== undefined) {
    let parsed: unknown;
    let isJson = true;
    try {
      parsed = JSON.parse(body) as unknown;
    } catch {
      isJson = false;
    }
    // A JSON body reads as the object it is; JSON text is valid JavaScript once U+2028/U+2029 are escaped.
    options.push(
      isJson
        ? `  body: JSON.stringify(${jsonAsJs(JSON.stringify(parsed, null, 2)).replace(/\n/g, '\n  ')}),`
        : `  body: ${jsString(body)},`,
    );
  }
  const call = options.length > 0 ? `fetch(${jsString(url)}, {\n${options.join('\n')}\n})` : `fetch(${jsString(url)})`;
  return `const response = await ${call};\nconsole.log(response.status, await response.json());`;
}

function jsonAsJs(json: string): string {
  return json.replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
