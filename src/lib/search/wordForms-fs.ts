/**
 * Reads the irregular word forms of WordNet 3.1's exception lists (verb.exc,
 * noun.exc, adj.exc) as the maintained package `wink-lexicon` ships them
 * (`src/wn-*-exceptions.js`): form -> base form. The files are data written
 * as JavaScript (`const forget = 'forget';` then `exceptions.forgot =
 * forget;`); they are parsed, not run. Node-only: reads files.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

const CONSTANT = /^const (\w+) = '([^']*)';$/;
const ENTRY = /^exceptions(?:\.(\w+)|\[ '([^']+)' \])\s*=\s*(\w+);$/;

/** The [form, base form] pairs of one list file's text. */
export function parseExceptionList(text: string): [string, string][] {
  const constants = new Map<string, string>();
  const pairs: [string, string][] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    const constant = CONSTANT.exec(trimmed);
    if (constant?.[1] && constant[2] !== undefined) {
      constants.set(constant[1], constant[2]);
      continue;
    }
    const entry = ENTRY.exec(trimmed);
    const base = entry?.[3] ? constants.get(entry[3]) : undefined;
    const form = entry?.[1] ?? entry?.[2];
    if (form && base) pairs.push([form, base]);
  }
  return pairs;
}

/** [form, base form] pairs: verbs, then nouns, then adjectives. */
export function readWordFormExceptions(): [string, string][] {
  const directory = path.join(path.dirname(require.resolve('wink-lexicon/package.json')), 'src');
  return ['wn-verb-exceptions', 'wn-noun-exceptions', 'wn-adjective-exceptions'].flatMap((list) =>
    parseExceptionList(readFileSync(path.join(directory, `${list}.js`), 'utf8')),
  );
}
