/**
 * The reader query sets of `npm run bench:search`: `tuning` (looked at while
 * tuning), `heldout` (written first, never tuned on), `fresh` (written by
 * a second writer after the first two sets were tuned, from the docs pages
 * alone; its first figure is the one nobody tuned for) and `fresh2` (120
 * more, by a third writer, across developers, editors and Cloud customers,
 * committed before its first run), `fresh3` (120 more for issue 26,
 * committed before its first run) and `fresh4` (120 more, second round of
 * issue 26, committed before its first run).
 */
import {FRESH_QUERIES} from './queries.fresh';
import {FRESH2_QUERIES} from './queries.fresh2';
import {FRESH3_QUERIES} from './queries.fresh3';
import {FRESH4_QUERIES} from './queries.fresh4';
import {HELDOUT_QUERIES} from './queries.heldout';
import {TUNING_QUERIES} from './queries.tuning';
import type {ReaderQuery} from './types';

export type {ReaderQuery} from './types';

export const READER_QUERY_SETS: {
  name: 'tuning' | 'held-out' | 'fresh' | 'fresh2' | 'fresh3' | 'fresh4';
  queries: ReaderQuery[];
}[] = [
  {name: 'tuning', queries: TUNING_QUERIES},
  {name: 'held-out', queries: HELDOUT_QUERIES},
  {name: 'fresh', queries: FRESH_QUERIES},
  {name: 'fresh2', queries: FRESH2_QUERIES},
  {name: 'fresh3', queries: FRESH3_QUERIES},
  {name: 'fresh4', queries: FRESH4_QUERIES},
];
