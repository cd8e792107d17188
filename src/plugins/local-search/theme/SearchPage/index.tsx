/**
 * /search?q=: every result, grouped by page with snippets. The query lives in
 * the URL (kept in sync while typing), so a direct load, a shared link and
 * client-side navigation all show the same results. Without JavaScript the
 * page says so instead of staying blank. The server renders the page without
 * a query, so the first client render does the same (hydration must match);
 * the query from the URL is read right after.
 */
import React, {useEffect, useId, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocalSearch} from '../../client/useLocalSearch';
import {usePageTexts} from '../../client/usePageTexts';
import {highlightParts} from '../../client/snippet';
import HighlightedText from '../../components/HighlightedText';
import ResultLink from '../../components/ResultLink';
import ResultSnippet from '../../components/ResultSnippet';
import SearchOutcome from '../../components/SearchOutcome';
import {DOC_SETS} from '../../../../lib/docSets';
import {SEARCH_PAGE_ROUTE} from '../../../../lib/routes';
import DocSetLinks from '@site/src/components/DocSetLinks';
import DocSetFilter from '../../components/DocSetFilter';
import SearchLauncher from '@site/src/components/SearchLauncher';
import styles from './styles.module.css';

const PAGE_MAX_PAGES = 50;
const SNIPPET_LENGTH = 240;

function readQuery(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const searchPageUrl = useBaseUrl(SEARCH_PAGE_ROUTE);
  const hydrated = useIsBrowser();
  const urlQuery = hydrated ? readQuery(location.search) : '';
  const [input, setInput] = useState(urlQuery);
  const [docSet, setDocSet] = useState<string | null>(null);
  const inputId = useId();
  const state = useLocalSearch(urlQuery, docSet, PAGE_MAX_PAGES);

  // The URL changed without typing here (a link, back/forward): show its query.
  useEffect(() => {
    setInput((current) => (current === urlQuery ? current : urlQuery));
  }, [urlQuery]);

  const updateQuery = (value: string) => {
    setInput(value);
    history.replace({pathname: location.pathname, search: value ? `?q=${encodeURIComponent(value)}` : '', hash: ''});
  };

  const title = urlQuery.trim() ? `Search results for “${urlQuery.trim()}”` : 'Search the documentation';

  return (
    <Layout
      title={urlQuery.trim() ? `Search: ${urlQuery.trim()}` : 'Search'}
      description="Search the Strapi 4 documentation.">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>{title}</h1>
        <SearchLauncher
          id={inputId}
          className={styles.form}
          action={searchPageUrl}
          value={input}
          onQueryChange={updateQuery}
        />
        <noscript>
          <p className={styles.noscript} data-search-state="noscript">
            Search runs in your browser and needs JavaScript, which is turned off. Browse <DocSetLinks plainLinks />{' '}
            instead.
          </p>
        </noscript>
        <DocSetFilter
          className={styles.filters}
          label="Doc set"
          options={[null, ...DOC_SETS.map(({title}) => title)]}
          value={docSet}
          onChange={setDocSet}
        />
        {/* Space reserved for the results, so nothing below moves when they arrive (CLS). */}
        <div className={styles.resultsArea}>
          <SearchResults
            state={state}
            onSuggestion={updateQuery}
            docSet={docSet}
            onSearchAllDocs={() => setDocSet(null)}
          />
        </div>
      </main>
    </Layout>
  );
}

function SearchResults({
  state,
  onSuggestion,
  docSet,
  onSearchAllDocs,
}: {
  state: ReturnType<typeof useLocalSearch>;
  onSuggestion: (query: string) => void;
  docSet: string | null;
  onSearchAllDocs: () => void;
}): ReactNode {
  const pageTexts = usePageTexts(state.status === 'done' ? state.response.pages : []);
  return (
    <SearchOutcome
      state={state}
      whenIdle="nothing"
      statusClassName={styles.status}
      onSuggestion={onSuggestion}
      scopeLabel={docSet}
      onSearchAllDocs={onSearchAllDocs}>
      {({pages, terms}) => (
        <>
          <p role="status" className={styles.status}>
            {pages.length >= PAGE_MAX_PAGES
              ? `The ${PAGE_MAX_PAGES} best matching pages`
              : pages.length === 1
                ? '1 page found'
                : `${pages.length} pages found`}
          </p>
          <ol className={styles.results}>
            {pages.map((page) => (
              <li key={page.path} className={styles.result}>
                <p className={styles.docSet}>{page.docSet}</p>
                <h2 className={styles.pageTitle}>
                  <ResultLink to={page.path}>
                    <HighlightedText parts={highlightParts(page.title, terms)} />
                  </ResultLink>
                </h2>
                <ul className={styles.sections}>
                  {page.sections.map((section) => (
                    <li key={section.id}>
                      {section.level > 1 && (
                        <ResultLink to={section.url} className={styles.sectionLink}>
                          {section.parent && <span className={styles.parent}>{section.parent} › </span>}
                          <HighlightedText parts={highlightParts(section.heading, terms)} />
                        </ResultLink>
                      )}
                      <SectionSnippet text={pageTexts.get(page.textFile)?.[section.offset]} terms={terms} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </>
      )}
    </SearchOutcome>
  );
}

/** A fixed two-line box, empty until the page's texts arrive, so results do not move (CLS). */
function SectionSnippet({text, terms}: {text: string | undefined; terms: string[]}): ReactNode {
  if (text === undefined) return <p className={styles.snippet} aria-hidden="true" />;
  return (
    <p className={styles.snippet}>
      <ResultSnippet text={text} terms={terms} length={SNIPPET_LENGTH} />
    </p>
  );
}
