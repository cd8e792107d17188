/**
 * Turns the OpenAPI document into static Markdown pages, one per tag (content
 * type or plugin area), under docs/dev-docs/api/rest/reference/. Plain
 * Markdown: readable without JavaScript, indexed by search and listed in
 * llms.txt like any other page, and no JavaScript added to the site.
 */
import type {JsonValue, OpenApiDocument} from './openapiOverrides';
import {API_REFERENCE_ROUTE_PREFIX} from '../../src/lib/routes';
import {API_TOKEN_PLACEHOLDER, isPublicRoute} from '../../src/lib/runnableRequest';

type Schema = {[key: string]: JsonValue};
type Operation = {[key: string]: JsonValue};

export const REFERENCE_DIR = `docs${API_REFERENCE_ROUTE_PREFIX.replace(/\/$/, '')}`;
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
/** Nested objects deeper than this are shown as `{…}`; the full schema is in openapi.json. */
const MAX_DEPTH = 4;

export interface ReferencePage {
  /** File name inside REFERENCE_DIR. */
  file: string;
  id: string;
  tag: string;
  title: string;
  markdown: string;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Text safe inside MDX prose and table cells. */
export function escapeMdx(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/[{}<>]/g, (c) => `\\${c}`)
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');
}

function isSchema(value: JsonValue | undefined): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function resolveRef(document: OpenApiDocument, schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  let node: JsonValue | undefined = document as unknown as JsonValue;
  for (const token of ref.replace(/^#\//, '').split('/')) node = isSchema(node) ? node[token] : undefined;
  if (!isSchema(node)) throw new Error(`Unresolved $ref ${ref}`);
  return resolveRef(document, node);
}

function refName(schema: Schema): string | null {
  return typeof schema.$ref === 'string' ? (schema.$ref.split('/').pop() ?? null) : null;
}

/** A short type name for tables: `string (date-time)`, `integer[]`, `BookRequest`. */
export function typeLabel(document: OpenApiDocument, schema: Schema): string {
  const name = refName(schema);
  if (name) return name;
  const variants = (schema.oneOf ?? schema.anyOf) as JsonValue[] | undefined;
  if (Array.isArray(variants))
    return variants
      .filter(isSchema)
      .map((v) => typeLabel(document, v))
      .join(' or ');
  if (schema.type === 'array' && isSchema(schema.items)) return `${typeLabel(document, schema.items)}[]`;
  const base = typeof schema.type === 'string' ? schema.type : 'object';
  return typeof schema.format === 'string' ? `${base} (${schema.format})` : base;
}

/** The schema drawn as an indented, TypeScript-like shape. */
export function schemaShape(document: OpenApiDocument, input: Schema, depth = 0, seen: string[] = []): string {
  const name = refName(input);
  if (name && seen.includes(name)) return `${identifier(name)} /* see above */`;
  const schema = resolveRef(document, input);
  const nextSeen = name ? [...seen, name] : seen;
  const pad = '  '.repeat(depth + 1);
  const close = '  '.repeat(depth);
  const variants = (schema.oneOf ?? schema.anyOf) as JsonValue[] | undefined;
  if (Array.isArray(variants)) {
    const shapes = variants.filter(isSchema).map((v) => schemaShape(document, v, depth, nextSeen));
    return shapes.length > 1 ? `(${shapes.join(' | ')})` : (shapes[0] ?? 'unknown');
  }
  if (Array.isArray(schema.allOf)) {
    const merged: Schema = {type: 'object', properties: {}, required: []};
    for (const part of schema.allOf.filter(isSchema).map((p) => resolveRef(document, p))) {
      Object.assign(merged.properties as Schema, isSchema(part.properties) ? part.properties : {});
      if (Array.isArray(part.required)) (merged.required as JsonValue[]).push(...part.required);
    }
    return schemaShape(document, merged, depth, nextSeen);
  }
  if (schema.type === 'array') {
    const items = isSchema(schema.items) ? schemaShape(document, schema.items, depth, nextSeen) : 'unknown';
    return `${items}[]`;
  }
  if (isSchema(schema.properties) || schema.type === 'object') {
    const properties = isSchema(schema.properties) ? Object.entries(schema.properties) : [];
    if (properties.length === 0) return schema.additionalProperties ? '{ [key: string]: any }' : '{}';
    if (depth >= MAX_DEPTH) return '{ /* … */ }';
    const required = Array.isArray(schema.required) ? schema.required : [];
    const lines = properties
      .filter(([, v]) => isSchema(v))
      .map(([key, value]) => {
        const optional = required.includes(key) ? '' : '?';
        const safeKey = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
        return `${pad}${safeKey}${optional}: ${schemaShape(document, value as Schema, depth + 1, nextSeen)}`;
      });
    return `{\n${lines.join('\n')}\n${close}}`;
  }
  let label = typeof schema.type === 'string' ? schema.type : 'any';
  if (label === 'integer') label = 'integer';
  if (Array.isArray(schema.enum)) label = schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (typeof schema.format === 'string' && schema.format !== 'float') label += ` /* ${schema.format} */`;
  if (schema.nullable === true) label += ' | null';
  return label;
}

/** An example value for a schema: its own example when it has one, else a value of the right type. */
export function exampleFor(document: OpenApiDocument, input: Schema, depth = 0, seen: string[] = []): JsonValue {
  const name = refName(input);
  if (name && seen.includes(name)) return {};
  const schema = resolveRef(document, input);
  const nextSeen = name ? [...seen, name] : seen;
  if (schema.example !== undefined && !(typeof schema.example === 'string' && schema.example === 'string or id'))
    return schema.example;
  const variants = (schema.oneOf ?? schema.anyOf) as JsonValue[] | undefined;
  if (Array.isArray(variants) && isSchema(variants[0])) return exampleFor(document, variants[0], depth, nextSeen);
  if (Array.isArray(schema.allOf)) {
    return Object.assign(
      {},
      ...schema.allOf.filter(isSchema).map((p) => exampleFor(document, p, depth, nextSeen)),
    ) as JsonValue;
  }
  if (Array.isArray(schema.enum)) return schema.enum[0] ?? null;
  switch (schema.type) {
    case 'array':
      return isSchema(schema.items) && depth < MAX_DEPTH
        ? [exampleFor(document, schema.items, depth + 1, nextSeen)]
        : [];
    case 'integer':
      return 1;
    case 'number':
      return schema.format === 'float' || schema.format === 'double' ? 9.99 : 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'date-time') return '2024-05-01T08:00:00.000Z';
      if (schema.format === 'date') return '2024-05-01';
      if (schema.format === 'binary') return '(file)';
      if (schema.format === 'email') return 'reader@example.com';
      return 'string';
    default: {
      if (!isSchema(schema.properties)) return {};
      if (depth >= MAX_DEPTH) return {};
      const result: {[key: string]: JsonValue} = {};
      for (const [key, value] of Object.entries(schema.properties)) {
        if (isSchema(value)) result[key] = exampleFor(document, value, depth + 1, nextSeen);
      }
      return result;
    }
  }
}

/** A TypeScript identifier for a schema name (`Users-Permissions-User` → `UsersPermissionsUser`). */
export function identifier(name: string): string {
  return name.replace(/[^A-Za-z0-9_$]/g, '') || 'Body';
}

/** The shape as a TypeScript type alias, so it highlights and parses like the site's other TS blocks. */
function typeBlock(document: OpenApiDocument, schema: Schema, fallbackName: string): string {
  return codeBlock('ts', `type ${identifier(refName(schema) ?? fallbackName)} = ${schemaShape(document, schema)};`);
}

export function operationAnchor(method: string, path: string): string {
  return slugify(`${method} ${path}`);
}

function codeBlock(language: string, text: string): string {
  const fence = text.includes('```') ? '````' : '```';
  return `${fence}${language}\n${text}\n${fence}`;
}

/**
 * The parameters as a list, one per line: name, where it goes, type, whether it
 * is required, description. A list wraps in the narrow first column of the
 * two-column layout, where a five-column table would scroll sideways.
 */
function renderParameters(document: OpenApiDocument, operation: Operation): string[] {
  const parameters = Array.isArray(operation.parameters) ? operation.parameters.filter(isSchema) : [];
  if (parameters.length === 0) return [];
  const items = parameters.map((input) => {
    const p = resolveRef(document, input);
    const schema = isSchema(p.schema) ? p.schema : {};
    const description = typeof p.description === 'string' ? escapeMdx(p.description) : '';
    const name = typeof p.name === 'string' ? p.name : '';
    const where = typeof p.in === 'string' ? p.in : '';
    const facts = [where, escapeMdx(typeLabel(document, schema)), p.required ? '**required**' : 'optional'].filter(Boolean);
    return `- \`${name}\` (${facts.join(', ')})${description ? `: ${description}` : ''}`;
  });
  return ['### Parameters', '', ...items, ''];
}

/** The JSON body of an operation's example request: the document's example, or one built from the schema. */
function requestExample(document: OpenApiDocument, operation: Operation): JsonValue | undefined {
  if (!isSchema(operation.requestBody)) return undefined;
  const content = resolveRef(document, operation.requestBody).content;
  const media = isSchema(content) ? content['application/json'] : undefined;
  if (!isSchema(media) || !isSchema(media.schema)) return undefined;
  return media.example ?? exampleFor(document, media.schema);
}

/**
 * The `Authorization` header an operation's example sends. The document puts
 * every operation under `bearerAuth`; Users & Permissions opens its sign-in
 * routes to the Public role by default, so they get none; the routes of the
 * signed-in user (`/users/me`, `/auth/change-password`) take the user's JWT;
 * every other operation takes an API token (a new project's Public role may
 * call nothing).
 */
export function exampleAuthorization(path: string): string | undefined {
  const route = `/api${path}`;
  if (isPublicRoute(route)) return undefined;
  if (route === '/api/users/me' || route === '/api/auth/change-password') return 'Bearer <user-jwt>';
  return `Bearer ${API_TOKEN_PLACEHOLDER}`;
}

/** The operation's example request, as a `<Request>` panel readers copy as curl or fetch. */
function renderExampleRequest(document: OpenApiDocument, method: string, path: string, operation: Operation): string[] {
  const lines = [`${method.toUpperCase()} /api${path}`];
  const authorization = exampleAuthorization(path);
  if (authorization) lines.push(`Authorization: ${authorization}`);
  const body = requestExample(document, operation);
  if (body !== undefined) lines.push('Content-Type: application/json', '', JSON.stringify(body, null, 2));
  return ['<Request title="Example request">', '', codeBlock('http', lines.join('\n')), '', '</Request>', ''];
}

/** What an operation shows: details in the first column, examples in the second (on wide screens). */
interface OperationParts {
  details: string[];
  examples: string[];
}

/** The request body's schemas; its example is in the example request. */
function renderRequestBody(document: OpenApiDocument, operation: Operation): string[] {
  if (!isSchema(operation.requestBody)) return [];
  const body = resolveRef(document, operation.requestBody);
  const content = isSchema(body.content) ? body.content : {};
  const details: string[] = ['### Request body', ''];
  if (typeof body.description === 'string' && body.description) details.push(`${escapeMdx(body.description)}.`, '');
  for (const [mediaType, media] of Object.entries(content)) {
    if (!isSchema(media) || !isSchema(media.schema)) continue;
    details.push(
      `\`${mediaType}\`${body.required ? ', required' : ''}${mediaType === 'application/json' ? ' (the example request sends an example)' : ''}:`,
      '',
      typeBlock(document, media.schema, 'RequestBody'),
      '',
    );
  }
  return details;
}

function renderResponses(document: OpenApiDocument, operation: Operation): OperationParts {
  const responses = isSchema(operation.responses) ? Object.entries(operation.responses) : [];
  if (responses.length === 0) return {details: [], examples: []};
  const lines: string[] = ['### Responses', '', '| Status | Description | Body |', '| --- | --- | --- |'];
  const shapes: string[] = [];
  const examples: string[] = [];
  for (const [status, input] of responses) {
    if (!isSchema(input)) continue;
    const response = resolveRef(document, input);
    const json = isSchema(response.content) ? response.content['application/json'] : undefined;
    const schema = isSchema(json) && isSchema(json.schema) ? json.schema : null;
    lines.push(
      `| ${status} | ${escapeMdx(typeof response.description === 'string' ? response.description : '')} | ${schema ? escapeMdx(typeLabel(document, schema)) : ''} |`,
    );
    if (schema && /^2/.test(status)) {
      shapes.push(`Response \`${status}\` (\`application/json\`):`, '', typeBlock(document, schema, `Response${status}`), '');
      examples.push(
        `Example response \`${status}\`:`,
        '',
        codeBlock('json', JSON.stringify(exampleFor(document, schema), null, 2)),
        '',
      );
    }
  }
  return {details: [...lines, '', ...shapes], examples};
}

export function renderOperation(document: OpenApiDocument, method: string, path: string, operation: Operation): string {
  const summary = typeof operation.summary === 'string' ? operation.summary.trim() : '';
  const description = typeof operation.description === 'string' ? operation.description.trim() : '';
  const title = `${method.toUpperCase()} ${path}`;
  const details: string[] = [];
  for (const text of new Set([summary, description].filter(Boolean)))
    details.push(`${escapeMdx(text)}${/[.!?]$/.test(text) ? '' : '.'}`, '');
  const responses = renderResponses(document, operation);
  details.push(...renderParameters(document, operation), ...renderRequestBody(document, operation), ...responses.details);
  const examples = [...renderExampleRequest(document, method, path, operation), ...responses.examples];
  return [
    `## ${escapeMdx(title)} {#${operationAnchor(method, path)}}`,
    '',
    '<ApiOperation>',
    '',
    ...details,
    `<ApiExamples label=${JSON.stringify(`Example request and response: ${title}`)}>`,
    '',
    ...examples,
    '</ApiExamples>',
    '',
    '</ApiOperation>',
    '',
  ].join('\n');
}

/** The operations of the document grouped by their first tag, in document order. */
export function operationsByTag(
  document: OpenApiDocument,
): Map<string, Array<{method: string; path: string; operation: Operation}>> {
  const groups = new Map<string, Array<{method: string; path: string; operation: Operation}>>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!isSchema(operation)) continue;
      const tag = Array.isArray(operation.tags) && typeof operation.tags[0] === 'string' ? operation.tags[0] : 'Other';
      const list = groups.get(tag) ?? [];
      list.push({method, path, operation});
      groups.set(tag, list);
    }
  }
  return groups;
}

/** "Users-Permissions - Auth" → "Users & Permissions: Auth"; "Book" stays. */
export function tagTitle(tag: string): string {
  return tag.replace(/^Users-Permissions - /, 'Users & Permissions: ').replace(/^Upload - /, 'Upload: ');
}

const INTRO = (tag: string) => `:::info Generated from the example app
This page describes the REST API of the **bookstore example app** that these docs use throughout (Strapi 4.25.9 with the Documentation plugin), not your project. It is generated from the app's OpenAPI document, which you can [download as openapi.json](pathname:///openapi.json). To get the same reference for your own project, see [generate your own](../api-reference.md#generate-your-own).
:::

Every path below is relative to the API prefix \`/api\`. The ${escapeMdx(tag)} operations are listed in the order the Documentation plugin writes them; each one gives an example request (copy it as curl or fetch from its header, with your base URL and token), its parameters, its request body, the shape of a successful response and an example built from that shape. Nested relations are cut at ${MAX_DEPTH} levels (shown as \`{ /* … */ }\`); the downloadable document has them in full.

Whether a caller may run an operation depends on who calls. A request without an \`Authorization\` header runs with the permissions of the Public role, a request with a user's JWT with those of that user's role (Authenticated by default), and a request with an API token with those of the token's type. Grant operations to roles under Settings › Users & Permissions plugin › Roles in the admin panel, and send tokens as \`Authorization: Bearer\` followed by the token. An operation the caller may not run answers \`403 Forbidden\` (or \`401 Unauthorized\` when the token itself is invalid), with the error body shown under \`Error\` in the responses tables. The examples are built from the schemas, so their values are placeholders of the right type; the other pages of the REST API section show real answers of the example app.`;

export function buildReferencePages(document: OpenApiDocument): ReferencePage[] {
  const pages: ReferencePage[] = [];
  for (const [tag, operations] of operationsByTag(document)) {
    const slug = slugify(tag);
    const title = `${tagTitle(tag)} API reference`;
    const list = operations.map(({method, path}) => `${method.toUpperCase()} ${path}`);
    const description = `Parameters, request and response schemas of the ${tagTitle(tag)} REST endpoints of the Strapi 4.25.9 bookstore example app.`;
    const markdown = [
      '---',
      `title: ${JSON.stringify(title)}`,
      `sidebar_label: ${JSON.stringify(tagTitle(tag))}`,
      `description: ${JSON.stringify(description.length > 160 ? `REST endpoints of ${tagTitle(tag)} in the bookstore example app: parameters, schemas, examples.` : description)}`,
      'displayed_sidebar: restApiSidebar',
      // One table-of-contents entry per operation, not its Parameters and Responses.
      'toc_max_heading_level: 2',
      `keywords: ${JSON.stringify(['openapi', 'rest api', 'reference', ...list.slice(0, 8)])}`,
      'custom_edit_url: null',
      '---',
      '',
      '{/* Generated by `npm run openapi:generate` from static/openapi.json. Do not edit: change openapi/overrides.json and regenerate. */}',
      '',
      INTRO(tagTitle(tag)),
      '',
      ...operations.map(({method, path, operation}) => renderOperation(document, method, path, operation)),
    ].join('\n');
    pages.push({
      file: `${slug}.md`,
      id: `dev-docs/api/rest/reference/${slug}`,
      tag,
      title,
      markdown: `${markdown.trimEnd()}\n`,
    });
  }
  return pages;
}
