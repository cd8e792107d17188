/**
 * The reader query set of `npm run bench:search`, in two halves: `tuning`
 * (looked at while tuning) and `heldout` (written first, never tuned on).
 */
import {HELDOUT_QUERIES} from './queries.heldout';
import {TUNING_QUERIES} from './queries.tuning';
import type {ReaderQuery} from './types';

export type {ReaderQuery} from './types';

export const READER_QUERY_SETS: {name: 'tuning' | 'held-out'; queries: ReaderQuery[]}[] = [
  {name: 'tuning', queries: TUNING_QUERIES},
  {name: 'held-out', queries: HELDOUT_QUERIES},
];
