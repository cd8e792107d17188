/** Runs a query against the local engine, loading it on first use; the latest query wins. */
import {useEffect, useRef, useState} from 'react';
import {useLocalSearchData} from './useLocalSearchData';
import {
  forgetSearchEngine,
  loadPostingsShard,
  loadRelatedWords,
  loadSearchEngine,
  PostingsFetchError,
  prefetchPostingsShards,
} from './loadSearchEngine';
import {
  relatedWordsNeeded,
  searchSections,
  suggestQueries,
  withPostings,
  type SearchEngine,
  type SearchResponse,
} from '../searchEngine';
import type {RelatedWordsTable} from '../../../lib/search/relatedWords';

export type LocalSearchState =
  | {status: 'idle'}
  | {status: 'loading'; query: string}
  | {status: 'error'; query: string}
  | {status: 'done'; query: string; response: SearchResponse; suggestions: string[]};

/**
 * `docSet` limits the search (it widens to all docs when that set has no hit);
 * `preferDocSet` only ranks the reader's current doc set first.
 */
export function useLocalSearch(
  query: string,
  docSet: string | null,
  maxPages: number,
  preferDocSet: string | null = null,
): LocalSearchState {
  const {indexUrl, relatedUrl, postingsUrl} = useLocalSearchData();
  const [state, setState] = useState<LocalSearchState>({status: 'idle'});
  const latest = useRef(0);

  useEffect(() => {
    const ticket = ++latest.current;
    const trimmed = query.trim();
    if (!trimmed) {
      setState({status: 'idle'});
      return;
    }
    setState((previous) => (previous.status === 'done' ? previous : {status: 'loading', query: trimmed}));
    // A word the index does not know first fetches its related-words shard; without it, the search runs as it is.
    const withRelatedWords = (engine: SearchEngine) => {
      const needed = relatedWordsNeeded(engine, trimmed);
      if (needed.length === 0) return Promise.resolve({engine, related: null});
      return loadRelatedWords(relatedUrl, engine.file, needed).then(
        (related: RelatedWordsTable | null) => ({engine, related}),
        () => ({engine, related: null}),
      );
    };
    // The text and code postings of the terms the query reaches are fetched first (a shard once per page view).
    const run = ({engine, related}: {engine: SearchEngine; related: RelatedWordsTable | null}) =>
      withPostings(
        engine,
        () => {
          // A query typed over since is dropped, before it fetches more shards.
          if (ticket !== latest.current) return null;
          const response = searchSections(engine, trimmed, {docSet, maxPages, preferDocSet, related});
          const suggestions = response.pages.length === 0 ? suggestQueries(engine, trimmed) : [];
          return {response, suggestions};
        },
        (file) => loadPostingsShard(postingsUrl, file),
      ).catch((error: unknown) => {
        // An index the engine cannot read (out of step with its rows or shards): fetch it again next time.
        if (!(error instanceof PostingsFetchError)) {
          console.warn('Search failed on this index:', error);
          forgetSearchEngine();
        }
        throw error;
      });
    let loaded: SearchEngine | null = null;
    loadSearchEngine(indexUrl)
      .then((engine) => {
        loaded = engine;
        return withRelatedWords(engine);
      })
      .then(run)
      .then(
        (result) => {
          if (!result || ticket !== latest.current) return;
          setState({status: 'done', query: trimmed, ...result});
          // After the first answer, the shards later queries may reach load in the background.
          if (loaded)
            prefetchPostingsShards(
              postingsUrl,
              loaded.postings.shards.map(([, file]) => file),
            );
        },
        () => {
          if (ticket === latest.current) setState({status: 'error', query: trimmed});
        },
      );
  }, [indexUrl, relatedUrl, postingsUrl, query, docSet, maxPages, preferDocSet]);

  return state;
}
