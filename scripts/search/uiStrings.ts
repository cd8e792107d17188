/**
 * Reads the admin panel's English strings from the built Strapi packages
 * (`@strapi/admin` and the plugins, `dist/_chunks/en-*.js`, plus the
 * `defaultMessage` of messages the code defines without a translation file)
 * and pairs each label with the description or hint the UI shows beside it:
 * `…private.description` ("This field will not show up in the API response")
 * with `…private` ("Private field"). Used by extract-ui-hints.ts; pure, so
 * the tests call it on sample text.
 */
import {normalizeWord} from '../../src/lib/search/queryUnderstanding';
import type {UiHint} from '../../src/lib/search/uiHints';

/** `"key": "value",` lines of a translation module (esbuild prints one entry a line). */
const TRANSLATION_LINE = /^\s*"([^"]+)":\s*"((?:[^"\\]|\\.)*)",?$/gm;
/** `id: "key", defaultMessage: "value"` (also `id: getTranslation("key")`) in the admin code. */
const DEFAULT_MESSAGE = /id:\s*(?:[\w.]+\()?[`'"]([^`'"$]+)[`'"]\)?,\s*defaultMessage:\s*"((?:[^"\\]|\\.)*)"/g;

const unescape = (value: string): string => JSON.parse(`"${value}"`) as string;

/** Message id -> English string, from translation modules' text. */
export function readTranslations(text: string): Map<string, string> {
  const strings = new Map<string, string>();
  for (const match of text.matchAll(TRANSLATION_LINE)) strings.set(match[1] ?? '', unescape(match[2] ?? ''));
  return strings;
}

/** Message id -> default English string, from the admin code's text. */
export function readDefaultMessages(text: string): Map<string, string> {
  const strings = new Map<string, string>();
  for (const match of text.matchAll(DEFAULT_MESSAGE)) strings.set(match[1] ?? '', unescape(match[2] ?? ''));
  return strings;
}

/**
 * The id segment that marks a text shown beside a form label: `description`,
 * `hint`, `inputDescription`… Page subtitles and plugin descriptions
 * (`plugin.description.long`, `global.plugins.<id>.description`,
 * `pluginHeaderDescription`) describe a whole
 * screen or plugin, not the label, and are left out.
 */
const HINT_SEGMENT = /^(description|inputDescription|hint|helper|.+-hint|description-.+)$/;
const SCREEN_DESCRIPTION = /(^|\.)plugins?\.(\S+\.)?description(\.|$)|HeaderDescription|\.header\.description/;
/** A label: short, no ICU placeholder. */
const MAX_LABEL_WORDS = 6;
/** A hint says something: at least this many words of two letters or more. */
const MIN_HINT_WORDS = 3;

/** The ids that may hold the label of a hint id (the hint segment replaced or dropped), most likely first. */
function labelIds(id: string): string[] {
  const parts = id.split('.');
  let at = -1;
  for (let index = parts.length - 1; index > 0; index--) {
    if (HINT_SEGMENT.test(parts[index] ?? '')) {
      at = index;
      break;
    }
  }
  if (at < 0 || parts[parts.length - 1] === 'placeholder' || SCREEN_DESCRIPTION.test(id)) return [];
  const segment = parts[at] ?? '';
  const before = parts.slice(0, at);
  const after = parts.slice(at + 1);
  const replacements = [
    'label',
    'title',
    'name',
    'header',
    segment.replace(/description/i, 'label'),
    segment.replace(/-?hint$/, ''),
  ].filter(Boolean);
  return [
    ...replacements.map((replacement) => [...before, replacement, ...after].join('.')),
    [...before, ...after].join('.'),
    before.join('.'),
  ].filter((candidate) => candidate !== id);
}

/** The content words of a hint: lowercased, ICU placeholders and markup out, stop words and repeats dropped. */
export function hintWords(hint: string): string[] {
  const words: string[] = [];
  const terms = new Set<string>();
  for (const word of hint
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .toLowerCase()
    .match(/[a-z]+(?:'[a-z]+)?/g) ?? []) {
    const term = normalizeWord(word);
    if (!term || terms.has(term)) continue;
    terms.add(term);
    words.push(word);
  }
  return words;
}

/**
 * Every label of the strings with the words of the hint the UI shows beside
 * it, sorted by label. A label shown with different hints in different
 * places ("Email": an attribute type, a plugin, a form field) is left out:
 * its hint words would be right for one place and noise in the others.
 */
export function pairLabelsWithHints(strings: ReadonlyMap<string, string>): UiHint[] {
  const hints = new Map<string, Set<string>>();
  const texts = new Map<string, Set<string>>();
  for (const [id, hint] of strings) {
    const labelId = labelIds(id).find((candidate) => strings.has(candidate));
    const label = labelId === undefined ? undefined : strings.get(labelId)?.trim();
    if (!label || /[{}]/.test(label) || label.split(/\s+/).length > MAX_LABEL_WORDS) continue;
    const words = hintWords(hint);
    if (words.length < MIN_HINT_WORDS) continue;
    const key = label.replace(/[.:…]+$/, '');
    const merged = hints.get(key) ?? new Set<string>();
    for (const word of words) merged.add(word);
    hints.set(key, merged);
    texts.set(key, (texts.get(key) ?? new Set()).add(words.join(' ')));
  }
  return [...hints]
    .filter(([label]) => (texts.get(label)?.size ?? 0) === 1)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([label, words]) => ({label, words: [...words]}));
}
