/** The texts of the spec's error catalogue for search: no hits, and a failed fetch. */
import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {missingResultsIssueUrl} from '../client/issueUrl';
import {useLocalSearchData} from '../client/useLocalSearchData';
import styles from './SearchMessages.module.css';

export function NoResults({
  query,
  suggestions,
  onSuggestion,
  scopeLabel,
  onSearchAllDocs,
}: {
  query: string;
  suggestions: string[];
  onSuggestion: (suggestion: string) => void;
  /** The doc set the search was limited to, if any. */
  scopeLabel?: string | null;
  onSearchAllDocs?: () => void;
}): ReactNode {
  const {repositoryUrl} = useLocalSearchData();
  const {siteConfig} = useDocusaurusContext();
  const location = useLocation();
  const pageUrl = `${siteConfig.url}${location.pathname}`;
  return (
    <div className={styles.message} data-search-state="no-results">
      <p className={styles.title}>
        No results for “<strong>{query}</strong>”{scopeLabel ? ` in ${scopeLabel}` : ''}
      </p>
      {scopeLabel && onSearchAllDocs && (
        <p>
          <button type="button" className={styles.linkButton} onClick={onSearchAllDocs}>
            Search all docs instead
          </button>
        </p>
      )}
      {suggestions.length > 0 && (
        <>
          <p>Try searching for</p>
          <ul className={styles.suggestions}>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className={styles.suggestion} onClick={() => onSuggestion(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className={styles.help}>
        Believe this query should return results?{' '}
        <a href={missingResultsIssueUrl(repositoryUrl, query, pageUrl)} target="_blank" rel="noopener noreferrer">
          Let us know.
        </a>
      </p>
    </div>
  );
}

/**
 * Above results that are not a full answer: the doc set asked for had
 * nothing (so all docs were searched), or no page has every word of the
 * query (so these are the closest matches). Always offers "Let us know".
 */
export function ResultsNotice({
  query,
  widenedFrom,
  partial,
}: {
  query: string;
  widenedFrom: string | null;
  partial: boolean;
}): ReactNode {
  const {repositoryUrl} = useLocalSearchData();
  const {siteConfig} = useDocusaurusContext();
  const location = useLocation();
  if (!widenedFrom && !partial) return null;
  const pageUrl = `${siteConfig.url}${location.pathname}`;
  return (
    <p className={styles.notice} data-search-state={partial ? 'closest' : 'widened'}>
      {widenedFrom && <>No results in {widenedFrom}; showing all docs. </>}
      {partial && <>No page matches every word of “{query}”; these are the closest matches. </>}
      <a href={missingResultsIssueUrl(repositoryUrl, query, pageUrl)} target="_blank" rel="noopener noreferrer">
        Let us know
      </a>{' '}
      what you were looking for.
    </p>
  );
}

export function SearchFailed(): ReactNode {
  return (
    <div className={styles.message} role="alert" data-search-state="error">
      <p className={styles.title}>Unable to fetch results</p>
      <p className={styles.help}>You might want to check your network connection.</p>
    </div>
  );
}
