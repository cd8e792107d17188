import type {ListedPage} from '../../../lib/llmsFiles';

export {parseLlmsTxt, type ListedPage} from '../../../lib/llmsFiles';

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((token) => token.length > 1);
}

/** Edit distance, for a typo such as `populat` or `configuraton`. */
function distance(a: string, b: string): number {
  // previous[j]: the distance from the letters of `a` seen so far, less one, to the first j letters of `b`.
  // A cell outside the table (there is none) would be an impossible path, so it reads as Infinity.
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (const [i, letterA] of a.split('').entries()) {
    const current = [i + 1];
    for (const [j, letterB] of b.split('').entries()) {
      const replace = (previous[j] ?? Infinity) + (letterA === letterB ? 0 : 1);
      current.push(Math.min((previous[j + 1] ?? Infinity) + 1, (current[j] ?? Infinity) + 1, replace));
    }
    previous = current;
  }
  return previous[b.length] ?? Infinity;
}

/** How well one token of the missing path matches a token of a page (0 to 1). */
function tokenScore(wanted: string, candidate: string): number {
  if (wanted === candidate) return 1;
  if (candidate.startsWith(wanted) || wanted.startsWith(candidate))
    return 0.8 * (Math.min(wanted.length, candidate.length) / Math.max(wanted.length, candidate.length)) + 0.1;
  const similarity = 1 - distance(wanted, candidate) / Math.max(wanted.length, candidate.length);
  return similarity >= 0.7 ? similarity * 0.8 : 0;
}

/**
 * The pages whose path and title best match a path that was not found: each
 * word of the missing path is matched (exactly, as a prefix or with a typo)
 * against the words of each page, the last segment counting double; shared
 * leading segments break ties.
 */
export function closestPages(missingPath: string, pages: readonly ListedPage[], limit = 5): ListedPage[] {
  const segments = missingPath.split('/').filter(Boolean);
  const last = tokens(segments.at(-1) ?? '');
  const wanted = tokens(segments.join(' '));
  if (wanted.length === 0) return [];
  const scored = pages.map((page) => {
    const joined = page.path.split('/').map((segment) => segment.toLowerCase().replace(/[^a-z0-9]/g, ''));
    const candidate = [
      ...new Set([...tokens(page.path), ...tokens(page.title), ...joined.filter((token) => token.length > 1)]),
    ];
    const best = (token: string) => Math.max(0, ...candidate.map((other) => tokenScore(token, other)));
    const pageSegments = page.path.split('/').filter(Boolean);
    let shared = 0;
    while (shared < segments.length && segments[shared] === pageSegments[shared]) shared++;
    const score =
      wanted.reduce((sum, token) => sum + best(token), 0) +
      last.reduce((sum, token) => sum + best(token), 0) +
      shared * 0.25;
    const lastMatched = last.length === 0 || last.some((token) => best(token) > 0);
    return {page, score: lastMatched ? score : score / 2};
  });
  return scored
    .filter(({score}) => score >= 1)
    .sort((a, b) => b.score - a.score || a.page.path.length - b.page.path.length)
    .slice(0, limit)
    .map(({page}) => page);
}
