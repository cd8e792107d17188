/**
 * The attribute that marks a live code block in the built HTML. The
 * security-headers plugin gives the pages that carry it a CSP with
 * 'unsafe-eval' (live code compiles the reader's example in the browser);
 * every other page's policy has none.
 */
export const LIVE_CODE_MARKER = 'data-live-code-block';
