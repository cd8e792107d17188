/**
 * Corrections applied to the OpenAPI document that Strapi's Documentation
 * plugin generates, kept in openapi/overrides.json. Each entry addresses a
 * place by JSON Pointer (RFC 6901), so a correction that no longer matches the
 * plugin's output fails loudly instead of silently doing nothing.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | {[key: string]: JsonValue};

export interface OpenApiDocument {
  openapi: string;
  info: {[key: string]: JsonValue};
  paths: {[path: string]: {[method: string]: {[key: string]: JsonValue}}};
  components?: {[key: string]: JsonValue};
  [key: string]: JsonValue | undefined;
}

export interface OpenApiOverride {
  /** Why the generated value is wrong; required so every correction explains itself. */
  reason: string;
  /** JSON Pointer of the value to replace or remove. */
  pointer: string;
  /**
   * `remove` deletes the value; `set` replaces it (or adds it when its parent exists);
   * `nullable-optional` marks every optional property of every schema under the pointer `nullable`.
   */
  op: 'remove' | 'set' | 'nullable-optional';
  value?: JsonValue;
}

export interface OpenApiOverrides {
  overrides: OpenApiOverride[];
}

export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`Not a JSON Pointer: "${pointer}"`);
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

type Container = {[key: string]: JsonValue} | JsonValue[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

/** Marks each property that is not `required` as nullable (a `$ref` is wrapped in `allOf` so `nullable` counts). Returns how many. */
export function markOptionalNullable(node: JsonValue): number {
  if (Array.isArray(node)) return node.reduce<number>((n, item) => n + markOptionalNullable(item), 0);
  if (typeof node !== 'object' || node === null) return 0;
  let count = 0;
  const properties = node.properties;
  if (typeof properties === 'object' && properties !== null && !Array.isArray(properties)) {
    const required = Array.isArray(node.required) ? node.required : [];
    for (const [key, property] of Object.entries(properties)) {
      if (required.includes(key) || typeof property !== 'object' || property === null || Array.isArray(property))
        continue;
      if (typeof property.$ref === 'string') properties[key] = {allOf: [{$ref: property.$ref}], nullable: true};
      else if (property.nullable !== true) property.nullable = true;
      else continue;
      count += 1;
    }
  }
  for (const value of Object.values(node)) count += markOptionalNullable(value);
  return count;
}

/** Returns a corrected copy of the document; the input is not changed. */
export function applyOverrides<T extends OpenApiDocument>(document: T, {overrides}: OpenApiOverrides): T {
  const result = structuredClone(document);
  for (const override of overrides) {
    if (!override.reason?.trim()) throw new Error(`Override of ${override.pointer} has no reason`);
    const tokens = parsePointer(override.pointer);
    if (override.op === 'nullable-optional') {
      let node: unknown = result;
      for (const token of tokens) node = isContainer(node) ? (node as {[key: string]: unknown})[token] : undefined;
      if (!isContainer(node))
        throw new Error(`Override nullable-optional ${override.pointer}: not in the generated document`);
      if (markOptionalNullable(node) === 0)
        throw new Error(`Override nullable-optional ${override.pointer}: no optional property left to mark`);
      continue;
    }
    const last = tokens.pop();
    if (last === undefined) throw new Error('An override cannot replace the whole document');
    let parent: unknown = result;
    for (const token of tokens) {
      if (!isContainer(parent) || !(token in parent)) {
        throw new Error(`Override ${override.op} ${override.pointer}: "${token}" is not in the generated document`);
      }
      parent = (parent as {[key: string]: unknown})[token];
    }
    if (!isContainer(parent)) throw new Error(`Override ${override.op} ${override.pointer}: parent is not an object`);
    const target = parent as {[key: string]: JsonValue};
    if (override.op === 'remove') {
      if (!(last in target)) throw new Error(`Override remove ${override.pointer}: nothing to remove`);
      if (Array.isArray(target)) target.splice(Number(last), 1);
      else delete target[last];
    } else {
      if (override.value === undefined) throw new Error(`Override set ${override.pointer}: no value`);
      target[last] = override.value;
    }
  }
  return result;
}
