/** Rules of the content guide that code enforces, written once (check:docs and the e2e content test read them). */

/** Words of prose, besides code, that a page needs; snippets and hubs of cards are exempt. */
export const PROSE_WORD_FLOOR = 300;
