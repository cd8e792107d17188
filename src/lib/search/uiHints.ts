/**
 * The admin panel's own words for its labels: each label of the Strapi 4.25.9
 * admin panel and plugins ("Private field") with the words of the
 * description or hint the UI shows beside it ("This field will not show up
 * in the API response"). A section whose prose names a label in bold, as the
 * docs name UI labels, is also indexed under the hint's words it does not
 * use itself, so a reader who describes what a setting does ("hide a field
 * from the api response") finds the section that names it.
 *
 * The table is data, `uiHints.json`, written by
 * scripts/search/extract-ui-hints.ts from the packages' translation files;
 * nobody writes its entries. This module checks its shape when it loads.
 * Pure (no DOM or Node imports).
 */
import table from './uiHints.json';
import {indexTerms} from './queryUnderstanding';

export interface UiHint {
  /** The label as the UI shows it. */
  label: string;
  /** Content words of the hints shown beside it (lowercase, stop words out). */
  words: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The problems of a UI hint table's JSON, one line each (empty when it is well formed). */
export function uiHintTableProblems(data: unknown): string[] {
  if (!isRecord(data)) return ['the file is not a JSON object'];
  const problems: string[] = [];
  for (const key of Object.keys(data))
    if (!['description', 'source', 'hints'].includes(key)) problems.push(`unknown field "${key}"`);
  for (const key of ['description', 'source'])
    if (typeof data[key] !== 'string' || !data[key]) problems.push(`"${key}" is not a non-empty string`);
  if (!Array.isArray(data.hints) || data.hints.length === 0) return [...problems, '"hints" is not a non-empty array'];
  const labels = new Set<string>();
  for (const [index, hint] of data.hints.entries()) {
    if (!isRecord(hint) || typeof hint.label !== 'string' || !hint.label.trim()) {
      problems.push(`hints[${index}] has no label`);
      continue;
    }
    const key = hint.label.toLowerCase();
    if (labels.has(key)) problems.push(`hints[${index}] (${hint.label}): the label is listed twice`);
    labels.add(key);
    if (
      !Array.isArray(hint.words) ||
      hint.words.length === 0 ||
      hint.words.some((word) => !/^[a-z']+$/.test(String(word)))
    )
      problems.push(`hints[${index}] (${hint.label}): "words" is not a non-empty array of lowercase words`);
  }
  return problems;
}

function readHints(data: unknown): Map<string, string[]> {
  const problems = uiHintTableProblems(data);
  if (problems.length > 0) throw new Error(`src/lib/search/uiHints.json:\n  ${problems.join('\n  ')}`);
  return new Map((data as {hints: UiHint[]}).hints.map((hint) => [hint.label.toLowerCase(), hint.words]));
}

/** Lowercased label -> hint words. */
export const UI_HINTS: ReadonlyMap<string, readonly string[]> = readHints(table);

/**
 * The hint words of the labels a section names (its bold text), each once,
 * that the section does not use already (`sectionTerms`, index terms): the
 * words the section is missing in a reader's description of the setting.
 */
export function uiHintWords(
  labels: readonly string[],
  sectionTerms: ReadonlySet<string>,
  hints: ReadonlyMap<string, readonly string[]> = UI_HINTS,
): string {
  const added = new Set<string>();
  const words: string[] = [];
  for (const label of labels) {
    for (const word of hints.get(label.toLowerCase().replace(/[.:]+$/, '')) ?? []) {
      const [term] = indexTerms(word);
      if (term === undefined || sectionTerms.has(term) || added.has(term)) continue;
      added.add(term);
      words.push(word);
    }
  }
  return words.join(' ');
}

/** The hint words a section's labels add (uiHintWords against the section's own heading and text). */
export function sectionUiHintWords(record: {labels?: string[]; heading: string | null; text: string}): string {
  if (!record.labels?.length) return '';
  return uiHintWords(record.labels, new Set(indexTerms(`${record.heading ?? ''} ${record.text}`)));
}
