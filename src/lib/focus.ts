/** Focus helpers for dialogs built on the theme's markup (browser code). */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The elements of `root` the Tab key can reach now: visible, and not inside an inert or hidden part. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert], [hidden], [aria-hidden="true"]') && element.getClientRects().length > 0,
  );
}
