/**
 * Doc-set intent: which of the three doc sets a query's own words lean to,
 * before any page is looked at. An editor's everyday words (an article, a
 * photo, the form, a colleague) lean to the user guide; identifiers, pasted
 * error lines and code words lean to the developer docs; "cloud" leans to
 * the Strapi Cloud docs. The engine ranks the pages of the leaned-to doc set
 * a little higher; it never filters. Pure, no DOM or Node imports.
 */
import {stem} from './stem';

export type DocSetPrefix = '/user-docs/' | '/dev-docs/' | '/cloud/';

export interface DocSetIntent {
  prefix: DocSetPrefix;
  factor: number;
}

const stems = (words: string): Set<string> => new Set(words.split(/\s+/).filter(Boolean).map(stem));

/** Words of people who write and manage content in the admin panel. */
const EDITOR_WORDS = stems(
  'article articles post posts blog page pages story stories picture pictures photo photos image images video videos ' +
    'caption album albums folder folders editor editors colleague colleagues freelancer writer writers author ' +
    'bold italic heading paragraph word words typed form button screen menu logo sidebar column columns ' +
    'draft drafts publish published unpublish review reviewer approval translate translation french german spanish',
);

/** Words of people who write code, configure or run a server. */
const DEVELOPER_WORDS = stems(
  'api apis rest graphql endpoint endpoints controller controllers service services route routes middleware ' +
    'middlewares policy policies lifecycle hook hooks config configuration code server database sql postgres ' +
    'postgresql mysql sqlite mongodb env environment variable variables docker npm yarn cli terminal command ' +
    'typescript javascript json request requests response responses query queries frontend backend nginx pm2 ' +
    'jwt webhook webhooks cron provider function script jest test tests schema migration error exception',
);

/** A pasted error line: several words, one of them an error word, or a message shape. */
const ERROR_LINE = /\b(error|invalid|missing|cannot|can't|failed|unknown|expected|requires|must)\b/i;

/**
 * The doc set a query leans to, or null. `words` are the query's lowercased
 * words as typed; `identifiers` whether it holds an identifier or a version.
 */
export function docSetIntent(query: string, words: readonly string[], identifiers: boolean): DocSetIntent | null {
  const stemmed = words.map(stem);
  if (stemmed.includes('cloud')) return {prefix: '/cloud/', factor: 1.4};
  const errorLine = words.length >= 4 && ERROR_LINE.test(query);
  const developer = identifiers || errorLine || stemmed.some((word) => DEVELOPER_WORDS.has(word));
  const editor = stemmed.some((word) => EDITOR_WORDS.has(word));
  if (developer && !editor) return {prefix: '/dev-docs/', factor: 1.2};
  if (editor && !developer) return {prefix: '/user-docs/', factor: 1.3};
  return null;
}
