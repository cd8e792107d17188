/**
 * Replays the operations of static/openapi.json against the running reference
 * app and checks each real response against the document's schema for that
 * status, so the published reference cannot drift from Strapi. Operations
 * that cannot be replayed against a local app (third-party login, e-mail
 * links) are reported as skipped with the reason, never silently.
 */
import type {JsonValue, OpenApiDocument} from '../openapi/openapiOverrides';
import {exampleFor, resolveRef} from '../openapi/openapiPages';
import {responseSchema, validateAgainstSchema} from './openapiValidate';

type Schema = {[key: string]: JsonValue};

export interface OperationResult {
  operation: string;
  status: 'verified' | 'failed' | 'skipped';
  reasons: string[];
}

/** Operations a local, seeded app cannot answer meaningfully, with why. */
export const NOT_REPLAYED: Record<string, string> = {
  'GET /connect/{provider}': 'redirects to a third-party login provider',
  'GET /auth/{provider}/callback': 'needs a third-party login provider',
  'POST /auth/forgot-password': 'sends an e-mail',
  'POST /auth/reset-password': 'needs the code from the reset e-mail',
  'GET /auth/email-confirmation': 'needs the token from the confirmation e-mail',
  'POST /auth/send-email-confirmation': 'sends an e-mail',
  'POST /upload': 'needs a multipart file upload',
  'POST /books/{id}/localizations': 'creates a translation; covered by the i18n examples of the docs',
  'POST /users-permissions/roles': 'changes the roles of the shared seed data',
  'PUT /users-permissions/roles/{role}': 'changes the roles of the shared seed data',
  'DELETE /users-permissions/roles/{role}': 'changes the roles of the shared seed data',
  'POST /users': 'replayed through POST /auth/local/register instead (same user schema)',
  'PUT /users/{id}': 'changes the seed users',
  'DELETE /users/{id}': 'changes the seed users',
  'DELETE /upload/files/{id}': 'deletes a seed file other examples use',
};

interface Context {
  baseUrl: string;
  token: string;
  jwt?: string;
  /** An id to use for `{id}` of a path, found by listing the collection first. */
  ids: Map<string, number | string>;
}

async function call(ctx: Context, method: string, url: string, body?: JsonValue, auth: 'token' | 'jwt' = 'token') {
  const bearer = auth === 'jwt' ? ctx.jwt : ctx.token;
  const response = await fetch(`${ctx.baseUrl}/api${url}`, {
    method: method.toUpperCase(),
    headers: {
      ...(bearer ? {Authorization: `Bearer ${bearer}`} : {}),
      ...(body ? {'Content-Type': 'application/json'} : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return {status: response.status, json};
}

function firstId(json: unknown): number | string | undefined {
  const list = Array.isArray(json)
    ? json
    : ((json as {data?: unknown; roles?: unknown} | null)?.data ?? (json as {roles?: unknown} | null)?.roles);
  const first = Array.isArray(list) ? (list[0] as {id?: number | string} | undefined) : undefined;
  return first?.id;
}

/** A request body with the required fields of the operation's JSON request schema, filled with example values. */
export function minimalBody(document: OpenApiDocument, operation: Schema, unique: string): JsonValue | undefined {
  const body = operation.requestBody as Schema | undefined;
  const content = body && (resolveRef(document, body).content as Schema | undefined);
  const media = content?.['application/json'] as Schema | undefined;
  if (!media || typeof media.schema !== 'object' || media.schema === null) return undefined;
  const schema = resolveRef(document, media.schema as Schema);
  const dataSchema = (schema.properties as Schema | undefined)?.data as Schema | undefined;
  if (!dataSchema) return exampleFor(document, schema);
  const data = resolveRef(document, dataSchema);
  const required = Array.isArray(data.required) ? (data.required as string[]) : [];
  const fields: {[key: string]: JsonValue} = {};
  for (const key of required) {
    const property = (data.properties as Schema)[key] as Schema;
    const value = exampleFor(document, property);
    fields[key] = typeof value === 'string' ? `${value} ${unique}` : value;
  }
  return {data: fields};
}

export async function verifyOpenApi(
  document: OpenApiDocument,
  baseUrl: string,
  token: string,
): Promise<OperationResult[]> {
  const ctx: Context = {baseUrl, token, ids: new Map()};
  const results: OperationResult[] = [];
  const check = async (
    operation: string,
    path: string,
    method: string,
    request: () => Promise<{status: number; json: unknown}>,
  ) => {
    try {
      const {status, json} = await request();
      const schema = responseSchema(document, path, method, String(status));
      if (!/^2/.test(String(status))) {
        results.push({
          operation,
          status: 'failed',
          reasons: [`answered ${status}: ${JSON.stringify(json).slice(0, 200)}`],
        });
      } else if (!schema) {
        results.push({
          operation,
          status: 'failed',
          reasons: [`answered ${status}, which the document does not describe`],
        });
      } else {
        const problems = validateAgainstSchema(document, schema, json);
        results.push({operation, status: problems.length ? 'failed' : 'verified', reasons: problems.slice(0, 8)});
      }
      return json;
    } catch (error) {
      results.push({operation, status: 'failed', reasons: [(error as Error).message]});
      return null;
    }
  };

  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => ({
      path,
      method,
      operation: item[method] as Schema,
      name: `${method.toUpperCase()} ${path}`,
    })),
  );
  // Reads first, in document order, then the sign-up and the writes, deletes last.
  const order = (m: string) => ({get: 0, post: 1, put: 2, delete: 3})[m] ?? 4;
  operations.sort((a, b) => order(a.method) - order(b.method));

  const register = operations.find((o) => o.name === 'POST /auth/local/register');
  const unique = `${Date.now()}`;
  const user = {username: `reader${unique}`, email: `reader${unique}@example.com`, password: 'Bookstore-docs-1'};

  // A user of our own, signed up first, gives GET /users/{id} an id and GET /users/me a JWT.
  if (register) {
    const answer = await check(register.name, register.path, 'post', () =>
      call(ctx, 'post', '/auth/local/register', user),
    );
    ctx.jwt = (answer as {jwt?: string} | null)?.jwt;
  }

  for (const {path, method, operation, name} of operations) {
    if (NOT_REPLAYED[name]) {
      results.push({operation: name, status: 'skipped', reasons: [NOT_REPLAYED[name]]});
      continue;
    }
    const collection = path.replace(/\/\{id\}$/, '');
    if (name === 'GET /users/me') {
      await check(name, path, method, () => call(ctx, 'get', '/users/me', undefined, 'jwt'));
      continue;
    }
    if (name === 'POST /auth/local/register') continue; // replayed before the loop
    if (name === 'POST /auth/local') {
      await check(name, path, method, () =>
        call(ctx, 'post', '/auth/local', {identifier: user.email, password: user.password}),
      );
      continue;
    }
    if (name === 'POST /auth/change-password') {
      const body = {
        currentPassword: user.password,
        password: 'Bookstore-docs-2',
        passwordConfirmation: 'Bookstore-docs-2',
      };
      await check(name, path, method, () => call(ctx, 'post', '/auth/change-password', body, 'jwt'));
      continue;
    }
    if (method === 'get' && !path.includes('{')) {
      const json = await check(name, path, method, () => call(ctx, 'get', path));
      const id = firstId(json);
      if (id !== undefined) ctx.ids.set(path, id);
      continue;
    }
    if (path.endsWith('/{id}') && (method === 'get' || method === 'put' || method === 'delete')) {
      const id = ctx.ids.get(collection);
      if (id === undefined) {
        // Only the upload list may be empty (the seed data uploads no file); any other empty list is a failure.
        const skip = collection === '/upload/files';
        results.push({
          operation: name,
          status: skip ? 'skipped' : 'failed',
          reasons: [`no ${collection} entry to use for {id}`],
        });
        continue;
      }
      const body = method === 'put' ? minimalBody(document, operation, unique) : undefined;
      await check(name, path, method, () => call(ctx, method, collection + `/${id}`, body));
      continue;
    }
    if (method === 'post' && !path.includes('{')) {
      const json = await check(name, path, method, () =>
        call(ctx, 'post', path, minimalBody(document, operation, unique)),
      );
      // Later PUT and DELETE of this collection work on the entry just created, not on seed data.
      const created = (json as {data?: {id?: number}} | null)?.data?.id;
      if (created !== undefined) ctx.ids.set(path, created);
      continue;
    }
    if (path === '/homepage' && (method === 'put' || method === 'delete')) {
      await check(name, path, method, () =>
        call(ctx, method, path, method === 'put' ? minimalBody(document, operation, unique) : undefined),
      );
      continue;
    }
    results.push({
      operation: name,
      status: 'failed',
      reasons: ['no way to replay this operation: add it to NOT_REPLAYED with a reason, or replay it'],
    });
  }
  return results;
}
