/**
 * Per-path Content-Security-Policy: 'unsafe-eval' only where a live code
 * block compiles the reader's example in the browser. The site-wide `/*`
 * rule has no 'unsafe-eval'; each live page gets its own rule that detaches
 * the site's policy (`! Content-Security-Policy`, the Cloudflare Pages
 * syntax) and sets the same policy plus 'unsafe-eval'.
 */
import {LIVE_CODE_MARKER} from '../../lib/liveCode';
import {parseHeadersFile} from './headersFile';

const CSP = 'Content-Security-Policy';

/** True when a built page contains a live code block. */
export function hasLiveCode(html: string): boolean {
  return html.includes(`${LIVE_CODE_MARKER}=`) || new RegExp(`<[^>]+\\s${LIVE_CODE_MARKER}[\\s>]`).test(html);
}

/** The site's policy with 'unsafe-eval' added to script-src. */
export function withUnsafeEval(policy: string): string {
  if (!/(^|;\s*)script-src\s/.test(policy))
    throw new Error('security-headers: the Content-Security-Policy has no script-src.');
  return policy.replace(/(^|;\s*)script-src 'self'/, `$1script-src 'self' 'unsafe-eval'`);
}

/** The Content-Security-Policy of the site-wide `/*` rule of a `_headers` file. */
function siteWidePolicy(headersFile: string): string {
  const site = parseHeadersFile(headersFile).find(({pattern}) => pattern === '/*');
  const policy = site?.headers.find(([name]) => name.toLowerCase() === CSP.toLowerCase())?.[1];
  if (!policy) throw new Error(`security-headers: static/_headers has no ${CSP} in its /* rule.`);
  return policy;
}

/** Appends one rule per live-code route to a completed `_headers` file. */
export function addLiveCodeRules(headersFile: string, routes: Iterable<string>): string {
  const policy = withUnsafeEval(siteWidePolicy(headersFile));
  const rules = [...new Set(routes)].sort().map((route) => `${route}\n  ! ${CSP}\n  ${CSP}: ${policy}\n`);
  if (rules.length === 0) return headersFile;
  return `${headersFile.trimEnd()}\n\n# Pages with a live code block: the same policy with 'unsafe-eval'.\n${rules.join('\n')}`;
}
