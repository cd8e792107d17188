/**
 * Compares a documented JSON response with the one the reference app returned.
 * Pure: no I/O, so the rules are unit-tested in tests/unit/compareJson.test.ts.
 */

export type JsonType = 'null' | 'array' | 'object' | 'string' | 'number' | 'boolean';

export interface JsonDifference {
  /** JSONPath-like location, e.g. `$.data[0].attributes.title`. */
  path: string;
  message: string;
}

export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  if (type === 'string' || type === 'number' || type === 'boolean') return type;
  return 'object';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return jsonTypeOf(value) === 'object';
}

/** Short, single-line rendering of a value for messages. */
export function preview(value: unknown, max = 60): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function childPath(path: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

/**
 * Lists every difference between `documented` and `actual`: same keys, same
 * types and same values are required, except that for object keys named in
 * `variableKeys` (at any depth) only the JSON type is compared.
 * Key order is not compared.
 */
export function compareJson(
  documented: unknown,
  actual: unknown,
  variableKeys: ReadonlySet<string> = new Set(),
  path = '$',
): JsonDifference[] {
  const documentedType = jsonTypeOf(documented);
  const actualType = jsonTypeOf(actual);
  if (documentedType !== actualType) {
    return [
      {
        path,
        message: `documented ${documentedType} ${preview(documented)}, got ${actualType} ${preview(actual)}`,
      },
    ];
  }
  if (Array.isArray(documented) && Array.isArray(actual)) {
    const differences: JsonDifference[] = [];
    if (documented.length !== actual.length) {
      differences.push({
        path,
        message: `documented ${documented.length} item(s), got ${actual.length}`,
      });
    }
    const common = Math.min(documented.length, actual.length);
    for (let index = 0; index < common; index += 1) {
      differences.push(...compareJson(documented[index], actual[index], variableKeys, `${path}[${index}]`));
    }
    return differences;
  }
  if (isPlainObject(documented) && isPlainObject(actual)) {
    const differences: JsonDifference[] = [];
    for (const key of Object.keys(documented)) {
      const keyPath = childPath(path, key);
      if (!(key in actual)) {
        differences.push({path: keyPath, message: 'documented, but missing from the response'});
        continue;
      }
      if (variableKeys.has(key)) {
        const documentedKeyType = jsonTypeOf(documented[key]);
        const actualKeyType = jsonTypeOf(actual[key]);
        if (documentedKeyType !== actualKeyType) {
          differences.push({
            path: keyPath,
            message: `variable key: documented type ${documentedKeyType}, got ${actualKeyType} ${preview(actual[key])}`,
          });
        }
        continue;
      }
      differences.push(...compareJson(documented[key], actual[key], variableKeys, keyPath));
    }
    for (const key of Object.keys(actual)) {
      if (!(key in documented)) {
        differences.push({
          path: childPath(path, key),
          message: `in the response (${preview(actual[key])}), but not documented`,
        });
      }
    }
    return differences;
  }
  if (documented !== actual) {
    return [{path, message: `documented ${preview(documented)}, got ${preview(actual)}`}];
  }
  return [];
}
