/**
 * The search dialog: a labelled combobox over a listbox of results grouped
 * by page. Arrows move, Enter opens, Esc closes, Tab stays inside, focus
 * returns to where it was. Loaded only when search is first opened.
 */
import React, {useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocalSearch} from '../../client/useLocalSearch';
import {usePageTexts} from '../../client/usePageTexts';
import {highlightParts, snippetParts} from '../../client/snippet';
import {
  readRecentSearches,
  saveRecentSearch,
  clearRecentSearches,
  type RecentSearch,
} from '../../client/recentSearches';
import type {PageHit, SectionHit} from '../../client/searchEngine';
import HighlightedText from '../HighlightedText';
import ResultLink from '../ResultLink';
import {NoResults, ResultsNotice, SearchFailed} from '../SearchMessages';
import {SEARCH_PAGE_ROUTE} from '../../../../lib/routes';
import {isPlainLeftClick} from '../../../../lib/clicks';
import DocSetFilter from '../DocSetFilter';
import SearchIcon from '../SearchIcon';
import styles from './styles.module.css';

export interface SearchModalProps {
  onClose: () => void;
  /** The doc set of the current page: ranked first; all docs are searched unless the reader narrows the scope. */
  docSet: string | null;
}

interface Option {
  id: string;
  url: string;
  recent: RecentSearch;
}

const MODAL_MAX_PAGES = 8;
const FOCUSABLE = 'a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])';

function sectionLabel(section: SectionHit, page: PageHit): string {
  return section.heading || page.title;
}

function useBodyScrollLock(): void {
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
}

function useRestoreFocus(): void {
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);
}

export default function SearchModal({onClose, docSet}: SearchModalProps): ReactNode {
  const [query, setQuery] = useState('');
  const [scope, setScope] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const [recent, setRecent] = useState<RecentSearch[]>([]);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const history = useHistory();
  const searchPageUrl = useBaseUrl(SEARCH_PAGE_ROUTE);
  const idPrefix = useId();
  const titleId = `${idPrefix}-title`;
  const listId = `${idPrefix}-list`;
  const state = useLocalSearch(query, scope, MODAL_MAX_PAGES, docSet);
  const pageTexts = usePageTexts(state.status === 'done' && query.trim() ? state.response.pages : []);

  useBodyScrollLock();
  useRestoreFocus();
  useEffect(() => {
    inputRef.current?.focus();
    setRecent(readRecentSearches());
  }, []);

  const showingRecent = !query.trim();
  const options: Option[] = useMemo(() => {
    if (showingRecent)
      return recent.map((item, index) => ({id: `${idPrefix}-recent-${index}`, url: item.url, recent: item}));
    if (state.status !== 'done') return [];
    return state.response.pages.flatMap((page) =>
      page.sections.map((section) => ({
        id: `${idPrefix}-hit-${section.id}`,
        url: section.url,
        recent: {url: section.url, title: page.title, heading: section.heading, docSet: page.docSet},
      })),
    );
  }, [showingRecent, recent, state, idPrefix]);

  useEffect(() => setActiveIndex(0), [options]);
  useEffect(() => {
    const active = options[activeIndex];
    if (active) document.getElementById(active.id)?.scrollIntoView({block: 'nearest'});
  }, [activeIndex, options]);

  const openOption = useCallback(
    (option: Option) => {
      setRecent(saveRecentSearch(option.recent));
      onClose();
      history.push(option.url);
    },
    [history, onClose],
  );

  const searchPageLink = `${searchPageUrl}?q=${encodeURIComponent(query.trim())}`;

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter' && event.target === inputRef.current) {
      event.preventDefault();
      const option = options[activeIndex];
      if (option) openOption(option);
      else if (query.trim()) {
        onClose();
        history.push(searchPageLink);
      }
    } else if (event.key === 'Tab') {
      const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter(
        (element) => element.tabIndex !== -1,
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  let body: ReactNode;
  if (showingRecent) {
    body =
      recent.length > 0 ? (
        <div role="listbox" id={listId} aria-label="Recent searches" className={styles.list}>
          <div className={styles.groupHeader}>
            <span>Recent</span>
            <button
              type="button"
              className={styles.clear}
              onClick={() => {
                clearRecentSearches();
                setRecent([]);
                inputRef.current?.focus();
              }}>
              Clear
            </button>
          </div>
          {options.map((option, index) => (
            <ResultOption
              key={option.id}
              option={option}
              active={index === activeIndex}
              onHover={() => setActiveIndex(index)}
              onOpen={() => openOption(option)}
              title={option.recent.heading || option.recent.title}
              path={option.recent.heading ? `${option.recent.docSet} › ${option.recent.title}` : option.recent.docSet}
            />
          ))}
        </div>
      ) : (
        <p className={styles.hint}>Search the Strapi 4 docs: try “populate”, “webhooks” or “deploy”.</p>
      );
  } else if (state.status === 'error') {
    body = <SearchFailed />;
  } else if (state.status === 'loading' || state.status === 'idle') {
    body = (
      <p className={styles.hint} role="status">
        Loading the search index…
      </p>
    );
  } else if (state.response.pages.length === 0) {
    body = (
      <NoResults
        query={state.query}
        suggestions={state.suggestions}
        onSuggestion={(suggestion) => {
          setQuery(suggestion);
          inputRef.current?.focus();
        }}
        scopeLabel={scope}
        onSearchAllDocs={() => setScope(null)}
      />
    );
  } else {
    const {pages, terms, widenedFrom, partial} = state.response;
    let optionIndex = 0;
    body = (
      <>
        <ResultsNotice query={state.query} widenedFrom={widenedFrom} partial={partial} />
        <div role="listbox" id={listId} aria-label="Search results" className={styles.list}>
          {pages.map((page) => {
            const groupId = `${idPrefix}-group-${page.path}`;
            return (
              <div role="group" aria-labelledby={groupId} key={page.path} className={styles.group}>
                <div id={groupId} className={styles.groupHeader}>
                  <span>
                    {page.docSet} › <HighlightedText parts={highlightParts(page.title, terms)} />
                  </span>
                </div>
                {page.sections.map((section) => {
                  const index = optionIndex++;
                  const option = options[index]!;
                  return (
                    <ResultOption
                      key={option.id}
                      option={option}
                      active={index === activeIndex}
                      onHover={() => setActiveIndex(index)}
                      onOpen={() => openOption(option)}
                      title={<HighlightedText parts={highlightParts(sectionLabel(section, page), terms)} />}
                      path={section.parent ? section.parent : undefined}
                      snippet={<Snippet text={pageTexts.get(page.textFile)?.[section.offset]} terms={terms} />}
                    />
                  );
                })}
              </div>
            );
          })}
        </div>
      </>
    );
  }

  return createPortal(
    // A click on the backdrop closes the dialog; the keyboard closes it with Escape.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}>
      {/* The dialog handles its keys (arrows, Enter, Escape, Tab trap) for the input and options inside it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}>
        <h2 id={titleId} className="sr-only">
          Search the documentation
        </h2>
        <form
          className={styles.searchForm}
          role="search"
          action={searchPageUrl}
          method="get"
          onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={`${idPrefix}-input`} className={styles.searchLabel}>
            <SearchIcon size={20} />
            <span className="sr-only">Search the docs</span>
          </label>
          <input
            ref={inputRef}
            id={`${idPrefix}-input`}
            className={styles.input}
            type="search"
            name="q"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-activedescendant={options[activeIndex]?.id}
            placeholder={scope ? `Search ${scope}` : 'Search all docs'}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={200}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="button" className={styles.close} onClick={onClose}>
            <span aria-hidden="true">Esc</span>
            <span className="sr-only">Close search</span>
          </button>
        </form>
        {docSet && (
          <DocSetFilter
            className={styles.scope}
            label="Search in"
            options={[null, docSet]}
            value={scope}
            onChange={setScope}
          />
        )}
        {/* Focusable so keyboard users can scroll it; arrows still move the active result. */}
        <div
          className={styles.body}
          role="region"
          aria-label="Search results area"
          // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          data-query={state.status === 'done' || state.status === 'error' ? state.query : undefined}>
          {body}
        </div>
        <div className={styles.footer}>
          <span className={styles.keys} aria-hidden="true">
            <kbd>↑</kbd>
            <kbd>↓</kbd> to navigate <kbd>↵</kbd> to open <kbd>esc</kbd> to close
          </span>
          {query.trim() && (
            <ResultLink to={searchPageLink} onNavigate={onClose} className={styles.allResults}>
              See all results
            </ResultLink>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}

function Snippet({text, terms}: {text: string | undefined; terms: string[]}): ReactNode {
  if (!text) return null;
  return <HighlightedText parts={snippetParts(text, terms, 120)} />;
}

function ResultOption({
  option,
  active,
  onHover,
  onOpen,
  title,
  path,
  snippet,
}: {
  option: Option;
  active: boolean;
  onHover: () => void;
  onOpen: () => void;
  title: ReactNode;
  path?: ReactNode;
  snippet?: ReactNode;
}): ReactNode {
  return (
    <a
      id={option.id}
      role="option"
      aria-selected={active}
      href={option.url}
      tabIndex={-1}
      className={styles.option}
      onMouseMove={onHover}
      onClick={(event) => {
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        onOpen();
      }}>
      <span className={styles.optionTitle}>{title}</span>
      {path && <span className={styles.optionPath}>{path}</span>}
      <span className={styles.optionSnippet}>{snippet}</span>
    </a>
  );
}
