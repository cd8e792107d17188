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
  /** `remove` deletes the value; `set` replaces it (or adds it when its parent exists). */
  op: 'remove' | 'set';
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

/** Returns a corrected copy of the document; the input is not changed. */
export function applyOverrides<T extends OpenApiDocument>(document: T, {overrides}: OpenApiOverrides): T {
  const result = structuredClone(document);
  for (const override of overrides) {
    if (!override.reason?.trim()) throw new Error(`Override of ${override.pointer} has no reason`);
    const tokens = parsePointer(override.pointer);
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
