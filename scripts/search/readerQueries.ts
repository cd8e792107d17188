/**
 * The reader query sets of `npm run bench:search` and evaluate.ts, read from
 * scripts/search/queries/*.json (each file's description says who wrote it
 * and when): `tuning` (looked at while tuning), `held-out` (written first,
 * never tuned on), `fresh`, `fresh2`, `fresh3`, `fresh4`, `fresh5`, `fresh6`, `fresh7`, `fresh8`, `fresh9`, `fresh10`, `fresh11` and `fresh12` (each written by
 * a new writer from the docs pages alone and committed before its first
 * run; its first figure is the one nobody tuned for).
 */
import {readReaderQuerySet} from './querySets';
import type {ReaderQuery} from './types';

export type {ReaderQuery} from './types';

export const READER_QUERY_SET_NAMES = [
  'tuning',
  'held-out',
  'fresh',
  'fresh2',
  'fresh3',
  'fresh4',
  'fresh5',
  'fresh6',
  'fresh7',
  'fresh8',
  'fresh9',
  'fresh10',
  'fresh11',
  'fresh12',
] as const;

export const READER_QUERY_SETS: {name: (typeof READER_QUERY_SET_NAMES)[number]; queries: ReaderQuery[]}[] =
  READER_QUERY_SET_NAMES.map((name) => ({name, queries: readReaderQuerySet(`${name}.json`).queries}));

const setQueries = (name: (typeof READER_QUERY_SET_NAMES)[number]): ReaderQuery[] =>
  READER_QUERY_SETS.find((set) => set.name === name)?.queries ?? [];

export const TUNING_QUERIES = setQueries('tuning');
export const HELDOUT_QUERIES = setQueries('held-out');
export const FRESH2_QUERIES = setQueries('fresh2');
export const FRESH4_QUERIES = setQueries('fresh4');
export const FRESH5_QUERIES = setQueries('fresh5');
export const FRESH6_QUERIES = setQueries('fresh6');
export const FRESH7_QUERIES = setQueries('fresh7');
export const FRESH8_QUERIES = setQueries('fresh8');
export const FRESH9_QUERIES = setQueries('fresh9');
export const FRESH10_QUERIES = setQueries('fresh10');
export const FRESH11_QUERIES = setQueries('fresh11');
export const FRESH12_QUERIES = setQueries('fresh12');
