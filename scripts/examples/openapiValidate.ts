/**
 * Checks a real JSON response against a schema of the OpenAPI 3.0 document:
 * the subset the Documentation plugin writes (type, format-free scalars,
 * properties, required, items, oneOf/anyOf/allOf, enum, nullable, minimum,
 * maximum, $ref). Extra properties are allowed, as in OpenAPI by default.
 */
import type {JsonValue, OpenApiDocument} from '../openapi/openapiOverrides';
import {resolveRef} from '../openapi/openapiPages';

type Schema = {[key: string]: JsonValue};

function isSchema(value: JsonValue | undefined): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** The problems of `value` against `schema`, each naming where (`$.data[0].attributes.title`); empty when valid. */
export function validateAgainstSchema(document: OpenApiDocument, input: Schema, value: unknown, where = '$'): string[] {
  const schema = resolveRef(document, input);
  if (value === null) {
    return input.nullable === true || schema.nullable === true
      ? []
      : [`${where}: null, but the schema does not allow null`];
  }
  const variants = (schema.oneOf ?? schema.anyOf) as JsonValue[] | undefined;
  if (Array.isArray(variants)) {
    const options = variants.filter(isSchema);
    if (options.some((option) => validateAgainstSchema(document, option, value, where).length === 0)) return [];
    return [`${where}: matches none of ${options.length} alternatives`];
  }
  const problems: string[] = [];
  if (Array.isArray(schema.allOf)) {
    for (const part of schema.allOf.filter(isSchema))
      problems.push(...validateAgainstSchema(document, part, value, where));
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((allowed) => allowed === value)) {
    problems.push(`${where}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  }
  const type = typeof schema.type === 'string' ? schema.type : isSchema(schema.properties) ? 'object' : undefined;
  switch (type) {
    case 'integer':
      if (!Number.isInteger(value))
        problems.push(`${where}: expected integer, got ${typeOf(value)} ${JSON.stringify(value)}`);
      break;
    case 'number':
      if (typeof value !== 'number') problems.push(`${where}: expected number, got ${typeOf(value)}`);
      break;
    case 'string':
      if (typeof value !== 'string') problems.push(`${where}: expected string, got ${typeOf(value)}`);
      break;
    case 'boolean':
      if (typeof value !== 'boolean') problems.push(`${where}: expected boolean, got ${typeOf(value)}`);
      break;
    case 'array':
      if (!Array.isArray(value)) problems.push(`${where}: expected array, got ${typeOf(value)}`);
      else if (isSchema(schema.items)) {
        const items = schema.items;
        value.forEach((item, index) =>
          problems.push(...validateAgainstSchema(document, items, item, `${where}[${index}]`)),
        );
      }
      break;
    case 'object': {
      if (typeOf(value) !== 'object') {
        problems.push(`${where}: expected object, got ${typeOf(value)}`);
        break;
      }
      const record = value as {[key: string]: unknown};
      for (const key of Array.isArray(schema.required) ? schema.required : []) {
        if (typeof key === 'string' && !(key in record)) problems.push(`${where}.${key}: required, but missing`);
      }
      for (const [key, property] of Object.entries(isSchema(schema.properties) ? schema.properties : {})) {
        if (key in record && isSchema(property))
          problems.push(...validateAgainstSchema(document, property, record[key], `${where}.${key}`));
      }
      break;
    }
    default:
      break;
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum)
      problems.push(`${where}: ${value} is below the minimum ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && value > schema.maximum)
      problems.push(`${where}: ${value} is above the maximum ${schema.maximum}`);
  }
  return problems;
}

/** The schema of an operation's JSON response for a status, or null when the document gives none. */
export function responseSchema(document: OpenApiDocument, path: string, method: string, status: string): Schema | null {
  const operation = document.paths[path]?.[method];
  const responses = operation && isSchema(operation.responses) ? operation.responses : undefined;
  const response = responses?.[status];
  if (!isSchema(response)) return null;
  const resolved = resolveRef(document, response);
  const json = isSchema(resolved.content) ? resolved.content['application/json'] : undefined;
  return isSchema(json) && isSchema(json.schema) ? json.schema : null;
}
