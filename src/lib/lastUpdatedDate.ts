/**
 * The "Last updated" date of a doc page, written without `Intl`. The site is English only, and the first
 * `Intl.DateTimeFormat` a page builds loads the locale's date data: about 30 ms of the first visit's main
 * thread (120 ms at Lighthouse's 4× CPU), in the hydration task. The words are those `Intl.DateTimeFormat('en',
 * {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'})` gives, so the served HTML is unchanged.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** `Nov 24, 2026` for a time in ms since the epoch, read in UTC. */
export function formatLastUpdated(epochMs: number): string {
  const date = new Date(epochMs);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
