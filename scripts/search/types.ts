/**
 * A reader query of the search evaluation set and the pages that truly
 * answer it (judged by reading the pages, never from engine results). A
 * query hits when one of its pages is among the first three results.
 */
export type QueryKind = 'task' | 'reader-word' | 'symptom' | 'error' | 'identifier' | 'editor' | 'cloud' | 'typo';

export interface ReaderQuery {
  query: string;
  kind: QueryKind;
  /** Page paths, without anchor or trailing slash, e.g. /dev-docs/configurations/cron */
  expected: string[];
}
