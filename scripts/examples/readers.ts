/**
 * The readers (Users & Permissions users) that the docs' examples sign in as.
 * They are not written to the reference app's database: a register example on
 * a page must be able to create them. The verifier logs a reader in when an
 * example sends that reader's JWT, and registers the reader first when the
 * login is refused (scripts/examples/verifyExamples.ts, ReaderSessions).
 *
 * Placeholders: `Bearer <shevek-jwt>` names a reader by username; a generic
 * `<reader-jwt>`, `<user-jwt>` or `<jwt>` means the reader who signed in last on
 * the page (or in the pages it continues), else the first reader below.
 */
export interface Reader {
  username: string;
  email: string;
  password: string;
}

/** Credentials as the pages give them (users-permissions.md registers ged, the reviews cookbook lauren and shevek). */
export const READERS: readonly [Reader, ...Reader[]] = [
  {username: 'ged', email: 'ged@example.com', password: 'Sparrowhawk-1968'},
  {username: 'lauren', email: 'lauren@example.com', password: 'Earthseed-1993'},
  {username: 'shevek', email: 'shevek@example.com', password: 'Anarres-1974'},
];

/** The reader a placeholder names (`shevek-jwt` → shevek), or undefined for a generic one. */
export function namedReader(placeholder: string): Reader | undefined {
  const name = placeholder
    .replace(/^<|>$/g, '')
    .replace(/[-_]?jwt$/i, '')
    .toLowerCase();
  return READERS.find((reader) => reader.username === name);
}

/** True for a placeholder that stands for a reader's JWT rather than an API token. */
export function isJwtPlaceholder(placeholder: string): boolean {
  return /jwt/i.test(placeholder);
}
