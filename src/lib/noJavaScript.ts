/**
 * What a reader without JavaScript (or a crawler) needs: tab panels other
 * than the first are rendered `hidden` and only JavaScript can switch to
 * them, so a <noscript> style shows every panel, each under its tab's label,
 * and hides the tab buttons, which do nothing without JavaScript. Inside
 * <noscript>, browsers with JavaScript never apply it: nothing flashes.
 * Controls that only JavaScript can run (the not-found page's game button)
 * carry NEEDS_JAVASCRIPT_CLASS and are hidden the same way.
 */
export const TAB_LABEL_CLASS = 'tab-panel-label';
export const NEEDS_JAVASCRIPT_CLASS = 'needs-javascript';

export const NO_JAVASCRIPT_STYLE = [
  "[role='tabpanel'][hidden]{display:block!important}",
  "[role='tablist']{display:none!important}",
  `.${TAB_LABEL_CLASS}[hidden]{display:block!important;margin-bottom:.5rem;font-weight:700}`,
  `.${TAB_LABEL_CLASS}::before{content:attr(data-label)}`,
  "[role='tabpanel']+[role='tabpanel']{margin-top:1rem}",
  `.${NEEDS_JAVASCRIPT_CLASS}{display:none!important}`,
].join('');
