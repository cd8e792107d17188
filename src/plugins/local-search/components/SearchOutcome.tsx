/**
 * What a search shows until its results, the same in the dialog and on
 * /search: loading, the failed-fetch message, no results (with suggestions
 * and "search all docs"), and above the results the closest-match or
 * widened-scope notice. The results themselves are the caller's.
 */
import React, {type ReactNode} from 'react';
import type {SearchResponse} from '../searchEngine';
import type {LocalSearchState} from '../client/useLocalSearch';
import {NoResults, ResultsNotice, SearchFailed} from './SearchMessages';

export default function SearchOutcome({
  state,
  whenIdle,
  statusClassName,
  onSuggestion,
  scopeLabel,
  onSearchAllDocs,
  children,
}: {
  state: LocalSearchState;
  /** Before the first query runs: the dialog already says it is loading, the page shows nothing. */
  whenIdle: 'loading' | 'nothing';
  /** Class of the "Loading the search index…" line. */
  statusClassName: string | undefined;
  onSuggestion: (suggestion: string) => void;
  /** The doc set the search was limited to, if any. */
  scopeLabel: string | null;
  onSearchAllDocs: () => void;
  /** The results, when there are some. */
  children: (response: SearchResponse) => ReactNode;
}): ReactNode {
  if (state.status === 'idle' && whenIdle === 'nothing') return null;
  if (state.status === 'error') return <SearchFailed />;
  if (state.status === 'loading' || state.status === 'idle') {
    return (
      <p className={statusClassName} role="status">
        Loading the search index…
      </p>
    );
  }
  const {response} = state;
  if (response.pages.length === 0) {
    return (
      <NoResults
        query={state.query}
        suggestions={state.suggestions}
        onSuggestion={onSuggestion}
        scopeLabel={scopeLabel}
        onSearchAllDocs={onSearchAllDocs}
      />
    );
  }
  return (
    <>
      <ResultsNotice query={state.query} widenedFrom={response.widenedFrom} partial={response.partial} />
      {children(response)}
    </>
  );
}
