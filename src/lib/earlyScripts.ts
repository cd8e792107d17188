/**
 * What runs before the page's JavaScript has started, written once: the inline script the `early-scripts`
 * plugin puts at the top of <body> (after Docusaurus' own colour-mode script), and the names browser code
 * uses to talk to it. The script is inline so that it works from the first paint; the security-headers
 * plugin hashes it into the CSP like Docusaurus' own.
 */

/** Storage key that remembers a reader's "follow the system" colour choice; without it the site starts light. */
export const COLOR_MODE_SYSTEM_KEY = 'strapi-docs:color-mode';

/** Value of {@link COLOR_MODE_SYSTEM_KEY} when the reader chose to follow the system. */
export const COLOR_MODE_SYSTEM_VALUE = 'system';

/** Name of the window property holding the search shortcut queue. */
export const EARLY_SEARCH_GLOBAL = '__strapiEarlySearch';

/** The search shortcut queue, shared by the inline script, the search button and the dialog. */
export interface EarlySearchQueue {
  /** Search was asked for (Ctrl/⌘+K or `/`) and the dialog's input is not there yet. */
  pending: boolean;
  /** What the reader typed meanwhile, to put in the dialog's input. */
  typed: string;
  /** The search button has started: it handles the shortcuts from now on. */
  started: boolean;
}

/**
 * The inline script. Colour: Docusaurus follows the system when nothing is stored (respectPrefersColorScheme),
 * so this sets light unless the reader chose a mode (Docusaurus' `theme` key, or the `?docusaurus-theme=` query)
 * or chose "system". Search: until the search button has started, Ctrl/⌘+K and `/` are queued; while search is
 * pending, typed characters are kept (a space would otherwise scroll the page) until the dialog takes them.
 */
export function earlyInlineScript(): string {
  return `(function(){
var root=document.documentElement;
try{
var stored=window.localStorage.getItem('theme');
var system=window.localStorage.getItem(${JSON.stringify(COLOR_MODE_SYSTEM_KEY)})===${JSON.stringify(COLOR_MODE_SYSTEM_VALUE)};
var asked=new URLSearchParams(window.location.search).get('docusaurus-theme');
if(!stored&&!system&&!asked){root.setAttribute('data-theme','light');root.setAttribute('data-theme-choice','light');}
}catch(e){root.setAttribute('data-theme','light');root.setAttribute('data-theme-choice','light');}
var q=window.${EARLY_SEARCH_GLOBAL}={pending:false,typed:'',started:false};
function editable(t){return !!t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));}
window.addEventListener('keydown',function(e){
if(e.defaultPrevented)return;
var shortcut=(e.key==='k'||e.key==='K')&&(e.metaKey||e.ctrlKey)&&!e.altKey;
if(!q.started&&(shortcut||(e.key==='/'&&!editable(e.target)))){e.preventDefault();q.pending=true;q.typed='';return;}
if(!q.pending||editable(e.target))return;
if(e.key==='Escape'){q.pending=false;q.typed='';return;}
if(e.key==='Backspace'){e.preventDefault();q.typed=q.typed.slice(0,-1);return;}
if(e.key.length===1&&!e.metaKey&&!e.ctrlKey&&!e.altKey){e.preventDefault();q.typed+=e.key;}
},true);
})();`;
}

/** The queue in the browser, or null on the server and when the inline script did not run. */
export function earlySearchQueue(): EarlySearchQueue | null {
  if (typeof window === 'undefined') return null;
  const value = (window as unknown as Record<string, unknown>)[EARLY_SEARCH_GLOBAL];
  return value && typeof value === 'object' ? (value as EarlySearchQueue) : null;
}
