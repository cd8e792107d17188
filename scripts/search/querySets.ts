/**
 * The search query sets are data: JSON files in scripts/search/queries/
 * (shape: queries/querySet.schema.json). This module reads a set and checks
 * its shape when it loads, so a wrong field fails the evaluation, the
 * benchmark and the unit tests naming the file and the query.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {QueryKind, ReaderQuery} from './types';

export const QUERY_SET_DIRECTORY = path.join(__dirname, 'queries');

export const QUERY_KINDS: readonly QueryKind[] = [
  'task',
  'reader-word',
  'symptom',
  'error',
  'identifier',
  'editor',
  'cloud',
  'typo',
];

export interface QuerySetFile<Query> {
  name: string;
  description: string;
  queries: Query[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The problems of a query set's JSON, one line each (empty when it is well formed). */
export function querySetProblems(data: unknown, options: {kinds: boolean}): string[] {
  if (!isRecord(data)) return ['the file is not a JSON object'];
  const problems: string[] = [];
  for (const key of Object.keys(data))
    if (!['$schema', 'name', 'description', 'queries'].includes(key)) problems.push(`unknown field "${key}"`);
  if (typeof data.name !== 'string' || !data.name) problems.push('"name" is not a non-empty string');
  if (typeof data.description !== 'string' || !data.description)
    problems.push('"description" is not a non-empty string');
  if (!Array.isArray(data.queries) || data.queries.length === 0)
    return [...problems, '"queries" is not a non-empty array'];
  for (const [index, query] of data.queries.entries()) {
    const at = `queries[${index}]`;
    if (!isRecord(query)) {
      problems.push(`${at} is not an object`);
      continue;
    }
    const label = `${at} (${typeof query.query === 'string' ? JSON.stringify(query.query) : 'no query'})`;
    for (const key of Object.keys(query))
      if (!['query', 'kind', 'expected'].includes(key)) problems.push(`${label}: unknown field "${key}"`);
    if (typeof query.query !== 'string' || !query.query.trim())
      problems.push(`${label}: "query" is not a non-empty string`);
    if (options.kinds && !QUERY_KINDS.includes(query.kind as QueryKind))
      problems.push(`${label}: "kind" is not one of ${QUERY_KINDS.join(', ')}`);
    if (!options.kinds && query.kind !== undefined) problems.push(`${label}: this set has no "kind"`);
    if (!Array.isArray(query.expected) || query.expected.length === 0) {
      problems.push(`${label}: "expected" is not a non-empty array`);
      continue;
    }
    for (const page of query.expected)
      if (typeof page !== 'string' || !/^\/[^#?]*[^/#?]$/.test(page))
        problems.push(`${label}: expected page ${JSON.stringify(page)} is not a path without anchor or trailing slash`);
  }
  return problems;
}

function readSet<Query>(file: string, kinds: boolean): QuerySetFile<Query> {
  const fullPath = path.join(QUERY_SET_DIRECTORY, file);
  const data: unknown = JSON.parse(readFileSync(fullPath, 'utf8'));
  const problems = querySetProblems(data, {kinds});
  if (problems.length > 0) throw new Error(`${fullPath}:\n  ${problems.join('\n  ')}`);
  return data as QuerySetFile<Query>;
}

/** A reader query set (every query has a kind). */
export function readReaderQuerySet(file: string): QuerySetFile<ReaderQuery> {
  return readSet<ReaderQuery>(file, true);
}

/** The benchmark's fixed query list (queries without a kind). */
export function readBenchQuerySet(file: string): QuerySetFile<{query: string; expected: string[]}> {
  return readSet(file, false);
}
