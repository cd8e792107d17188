/**
 * The reviewed concept table of search: readers' words and phrasings and the
 * words the docs use for the same thing. Expansion is one way, reader ->
 * docs: a query with a reader word also matches the docs words, while a docs
 * word is never widened into a reader's loose word.
 *
 * The table is data, `concepts.json` (shape: `concepts.schema.json`); this
 * module checks its shape when it loads, so a wrong field fails the build,
 * the evaluation and the unit tests naming the concept. Used by the local
 * engine (src/lib/search/queryUnderstanding.ts) and pushed to Typesense as
 * one-way synonyms by `npm run search:index`, so both backends read the same
 * table. Keep each reader phrase specific: a phrase that is also an ordinary
 * docs word (e.g. "production") would widen every query that contains it.
 * Entries are matched after lowercasing, stop-word removal and stemming, on
 * whole words.
 */
import table from './concepts.json';

export interface Concept {
  /** Stable id (used as the Typesense synonym id prefix). */
  id: string;
  /** Why the entry is shaped as it is, when that is not obvious. */
  note?: string;
  /** Words and phrases the docs use. */
  docs: string[];
  /** What readers type for it. */
  readers: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function phraseListProblems(value: unknown, label: string): string[] {
  if (!Array.isArray(value) || value.length === 0) return [`${label} is not a non-empty array`];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const phrase of value) {
    if (typeof phrase !== 'string' || !phrase.trim())
      problems.push(`${label} holds ${JSON.stringify(phrase)}, not a phrase`);
    else if (seen.has(phrase)) problems.push(`${label} lists "${phrase}" twice`);
    else seen.add(phrase);
  }
  return problems;
}

/** The problems of a concept table's JSON, one line each (empty when it is well formed). */
export function conceptTableProblems(data: unknown): string[] {
  if (!isRecord(data)) return ['the file is not a JSON object'];
  const problems: string[] = [];
  for (const key of Object.keys(data))
    if (!['$schema', 'description', 'concepts'].includes(key)) problems.push(`unknown field "${key}"`);
  if (typeof data.description !== 'string' || !data.description)
    problems.push('"description" is not a non-empty string');
  if (!Array.isArray(data.concepts) || data.concepts.length === 0)
    return [...problems, '"concepts" is not a non-empty array'];
  const ids = new Set<string>();
  for (const [index, concept] of data.concepts.entries()) {
    if (!isRecord(concept)) {
      problems.push(`concepts[${index}] is not an object`);
      continue;
    }
    const label = `concepts[${index}] (${typeof concept.id === 'string' ? concept.id : 'no id'})`;
    for (const key of Object.keys(concept))
      if (!['id', 'note', 'docs', 'readers'].includes(key)) problems.push(`${label}: unknown field "${key}"`);
    if (typeof concept.id !== 'string' || !ID.test(concept.id))
      problems.push(`${label}: "id" is not a lowercase-dashed name`);
    else if (ids.has(concept.id)) problems.push(`${label}: "id" is used twice`);
    else ids.add(concept.id);
    if (concept.note !== undefined && (typeof concept.note !== 'string' || !concept.note))
      problems.push(`${label}: "note" is not a non-empty string`);
    problems.push(...phraseListProblems(concept.docs, `${label}: "docs"`));
    problems.push(...phraseListProblems(concept.readers, `${label}: "readers"`));
  }
  return problems;
}

function readConcepts(data: unknown): Concept[] {
  const problems = conceptTableProblems(data);
  if (problems.length > 0) throw new Error(`src/lib/search/concepts.json:\n  ${problems.join('\n  ')}`);
  return (data as {concepts: Concept[]}).concepts;
}

export const CONCEPTS: readonly Concept[] = readConcepts(table);
