/**
 * The word lists the search drops or skips, in one place. They overlap on
 * purpose and serve three different steps:
 * - STOP_WORDS: dropped from the index and from queries (normalizeWord);
 * - QUERY_FILLER: question words and filler, dropped from queries only;
 * - DETERMINERS: skipped inside a concept phrase ("move the content").
 * Browser-safe: imported by the search engine and the build.
 */

/** Words too common to help ranking; dropping them keeps the index small. */
export const STOP_WORDS = new Set(
  (
    'a an and are as at be but by for from has have he her his i if in into is it its me my no not of on or ' +
    'our she so such than that the their them then there these they this to was we were which will with you your'
  ).split(' '),
);

/**
 * Question words and filler readers put around what they look for: dropped
 * from queries (never from the index) unless nothing else is left.
 */
export const QUERY_FILLER: readonly string[] = [
  'how',
  'do',
  'does',
  'did',
  'can',
  'could',
  'should',
  'would',
  'what',
  'whats',
  'which',
  'where',
  'why',
  'who',
  'when',
  'i',
  'me',
  'my',
  'mine',
  'we',
  'us',
  'our',
  'you',
  'your',
  'want',
  'wants',
  'need',
  'needs',
  'way',
  'ways',
  'possible',
  'please',
  'help',
  'strapi',
  'is',
  'are',
  'to',
  'the',
  'a',
  'an',
  'there',
  'any',
  'some',
  'get',
  'make',
  'let',
  'just',
  'using',
  'use',
  'with',
  'after',
  'only',
  'all',
  'not',
  'doesnt',
  'dont',
  'cant',
  'cannot',
  'working',
  'work',
  'works',
  'instead',
  'of',
  'on',
  'in',
  'for',
  'from',
  'it',
  'this',
  'that',
  'them',
  'their',
  'new',
  'add',
  'set',
  'up',
  'change',
];

/**
 * Articles and possessives inside a reader phrase: "move my content", "move
 * the content" and "move content" are one phrase. They are left out of the
 * phrase after its first word and skipped in the query between its words.
 */
export const DETERMINERS = new Set([
  'a',
  'an',
  'the',
  'my',
  'our',
  'your',
  'his',
  'her',
  'its',
  'their',
  'this',
  'that',
  'these',
  'those',
]);
