/** An object's entries ordered by key in code-unit order: the same order for the same keys, in any locale. */
export function sortedEntries(obj: object): Array<[string, unknown]> {
  return Object.entries(obj).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
