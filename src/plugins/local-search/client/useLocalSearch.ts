/** Runs a query against the local engine, loading it on first use; the latest query wins. */
import {useEffect, useRef, useState} from 'react';
import {useLocalSearchData} from './useLocalSearchData';
import {loadSearchEngine} from './loadSearchEngine';
import {searchSections, suggestQueries, type SearchResponse} from './searchEngine';

export type LocalSearchState =
  | {status: 'idle'}
  | {status: 'loading'; query: string}
  | {status: 'error'; query: string}
  | {status: 'done'; query: string; response: SearchResponse; suggestions: string[]};

export function useLocalSearch(query: string, docSet: string | null, maxPages: number): LocalSearchState {
  const {indexUrl} = useLocalSearchData();
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
    loadSearchEngine(indexUrl).then(
      (engine) => {
        if (ticket !== latest.current) return;
        const response = searchSections(engine, trimmed, {docSet, maxPages});
        const suggestions = response.pages.length === 0 ? suggestQueries(engine, trimmed) : [];
        setState({status: 'done', query: trimmed, response, suggestions});
      },
      () => {
        if (ticket === latest.current) setState({status: 'error', query: trimmed});
      },
    );
  }, [indexUrl, query, docSet, maxPages]);

  return state;
}
