/**
 * Decorations a doc page asks for in its front matter, with `decoration:`.
 * `progress` is the reading-progress bar (the `bar` decoration), for long
 * pages read from top to bottom, such as tutorials.
 */
export const PAGE_DECORATIONS = {progress: 'bar'} as const;

export type PageDecoration = keyof typeof PAGE_DECORATIONS;

function isPageDecoration(value: unknown): value is PageDecoration {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(PAGE_DECORATIONS, value);
}

/** The decoration a front-matter `decoration` value names, or null (unset or unknown). */
export function pageDecoration(value: unknown): (typeof PAGE_DECORATIONS)[PageDecoration] | null {
  return isPageDecoration(value) ? PAGE_DECORATIONS[value] : null;
}

/** What a writers' check says about a front-matter `decoration` value; null when it is fine or absent. */
export function pageDecorationProblem(value: unknown): string | null {
  if (value === undefined || pageDecoration(value) !== null) return null;
  const known = Object.keys(PAGE_DECORATIONS).join(', ');
  return `front matter: decoration must be one of ${known}, not ${JSON.stringify(value)}`;
}
