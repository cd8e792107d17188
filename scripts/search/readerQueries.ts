/**
 * The reader query sets of `npm run bench:search`: `tuning` (looked at while
 * tuning), `heldout` (written first, never tuned on) and `fresh` (written by
 * a second writer after the first two sets were tuned, from the docs pages
 * alone; its first figure is the one nobody tuned for).
 */
import {FRESH_QUERIES} from './queries.fresh';
import {HELDOUT_QUERIES} from './queries.heldout';
import {TUNING_QUERIES} from './queries.tuning';
import type {ReaderQuery} from './types';

export type {ReaderQuery} from './types';

export const READER_QUERY_SETS: {name: 'tuning' | 'held-out' | 'fresh'; queries: ReaderQuery[]}[] = [
  {name: 'tuning', queries: TUNING_QUERIES},
  {name: 'held-out', queries: HELDOUT_QUERIES},
  {name: 'fresh', queries: FRESH_QUERIES},
];
