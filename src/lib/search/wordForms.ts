/**
 * Irregular word forms: "forgot" is a form of "forget", "told" of "tell",
 * "children" of "child". The stemmer (stem.ts) only removes regular endings,
 * so a reader's irregular form and the docs' base form are different terms.
 * The forms come from WordNet's exception lists as the maintained package
 * `wink-lexicon` ships them (wordForms-fs.ts reads them at build time); the
 * index file keeps only the forms whose base form the index knows, and the
 * engine adds the base form to a query word that is such a form and that
 * the index does not know.
 *
 * Pure (no DOM or Node imports): the build, the browser, the Typesense push
 * and the tests share it.
 */
import {normalizeWord} from './queryUnderstanding';

/** Form term (as normalizeWord gives it) -> base form term. */
export type WordFormsTable = Record<string, string>;

/**
 * The forms worth shipping: each irregular form (letters only) whose term
 * differs from its base form's, that the index does not know, and whose base
 * form's term the index knows.
 */
export function wordFormsTable(
  exceptions: Iterable<readonly [form: string, base: string]>,
  knownTerms: ReadonlySet<string>,
): WordFormsTable {
  const table: WordFormsTable = {};
  for (const [form, base] of exceptions) {
    if (!/^[a-z]+$/.test(form) || !/^[a-z]+$/.test(base)) continue;
    const formTerm = normalizeWord(form);
    const baseTerm = normalizeWord(base);
    if (!formTerm || !baseTerm || formTerm === baseTerm || knownTerms.has(formTerm) || !knownTerms.has(baseTerm))
      continue;
    // The first list that names a form wins (verbs are read first).
    if (!(formTerm in table)) table[formTerm] = baseTerm;
  }
  return table;
}

/**
 * The same forms as Typesense one-way synonyms (form -> base form), for the
 * Typesense mode. Typesense matches words as written, so these are words:
 * forms the docs never write whose base form they do write.
 */
export function wordFormTypesenseSynonyms(
  exceptions: Iterable<readonly [form: string, base: string]>,
  docsWords: ReadonlySet<string>,
): {id: string; root: string; synonyms: string[]}[] {
  const synonyms: {id: string; root: string; synonyms: string[]}[] = [];
  const seen = new Set<string>();
  for (const [form, base] of exceptions) {
    if (seen.has(form) || !/^[a-z]+$/.test(form) || docsWords.has(form) || !docsWords.has(base)) continue;
    seen.add(form);
    synonyms.push({id: `form-${form}`, root: form, synonyms: [base]});
  }
  return synonyms;
}

/** The lowercased words of texts, for wordFormTypesenseSynonyms. */
export function wordsOfTexts(texts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) words.add(word);
  return words;
}
