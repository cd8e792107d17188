/**
 * The search dialog: a labelled combobox over a listbox of results grouped
 * by page. Arrows move, Enter opens, Esc closes, Tab stays inside, focus
 * returns to where it was (useDialogKeys, useDialogFocus). Before anything
 * is typed it lists the recent searches. Loaded only when search is first
 * opened.
 */
import React, {useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocalSearch} from '../../client/useLocalSearch';
import {loadSearchEngine} from '../../client/loadSearchEngine';
import {useLocalSearchData} from '../../client/useLocalSearchData';
import {usePageTexts} from '../../client/usePageTexts';
import ResultLink from '../ResultLink';
import SearchOutcome from '../SearchOutcome';
import {SEARCH_PAGE_ROUTE} from '../../../../lib/routes';
import DocSetFilter from '../DocSetFilter';
import SearchIcon from '../SearchIcon';
import {dialogOptions, type SearchOption} from './options';
import {useActiveOption, useDialogKeys} from './useDialogKeys';
import {useBodyScrollLock, useRestoreFocus} from './useDialogFocus';
import {useRecentSearches} from './useRecentSearches';
import RecentSearches from './RecentSearches';
import PageResults from './PageResults';
import type {ListboxState} from './ResultList';
import {earlySearchQueue} from '../../../../lib/earlyScripts';
import {afterNextFrame} from '../../../../lib/afterNextFrame';
import styles from './styles.module.css';

export interface SearchModalProps {
  onClose: () => void;
  /** The doc set of the current page: ranked first; all docs are searched unless the reader narrows the scope. */
  docSet: string | null;
}

const MODAL_MAX_PAGES = 8;

export default function SearchModal({onClose, docSet}: SearchModalProps): ReactNode {
  // What the reader typed between the shortcut and this input (src/lib/earlyScripts.ts).
  const [query, setQuery] = useState(() => earlySearchQueue()?.typed ?? '');
  const [scope, setScope] = useState<string | null>(null);
  const {recent, save: saveRecent, clear: clearRecent} = useRecentSearches();
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
  // The engine is built from the index while the reader types, not after the first key: the first query only
  // waits for its postings shards. After the dialog's first frame, so the input shows first; a query typed before
  // that starts it itself. A failure is forgotten; the query fetches again and shows the error.
  const {indexUrl} = useLocalSearchData();
  useEffect(() => afterNextFrame(() => void loadSearchEngine(indexUrl).catch(() => undefined)), [indexUrl]);
  useEffect(() => {
    const input = inputRef.current;
    const queue = earlySearchQueue();
    if (queue?.pending) {
      // Keys typed after the first render but before this effect are still in the queue. They go into the input
      // itself before it takes focus: a key typed next lands after them in the field, where the input's
      // rendered value (the queue as it was at the first render) would otherwise drop them.
      if (queue.typed) {
        if (input) input.value = queue.typed;
        setQuery(queue.typed);
      }
      queue.pending = false;
      queue.typed = '';
    }
    input?.focus();
  }, []);

  const showingRecent = !query.trim();
  const {options, pages} = useMemo(
    () => dialogOptions(showingRecent, recent, state, idPrefix),
    [showingRecent, recent, state, idPrefix],
  );
  const [activeIndex, setActiveIndex] = useActiveOption(options);

  const openOption = useCallback(
    (option: SearchOption) => {
      saveRecent(option.recent);
      onClose();
      history.push(option.url);
    },
    [history, onClose, saveRecent],
  );

  const searchPageLink = `${searchPageUrl}?q=${encodeURIComponent(query.trim())}`;

  const onKeyDown = useDialogKeys({
    dialogRef,
    inputRef,
    options,
    activeIndex,
    setActiveIndex,
    onClose,
    onOpen: openOption,
    onEnterWithoutOption: () => {
      if (!query.trim()) return;
      onClose();
      history.push(searchPageLink);
    },
  });

  // Read out by screen readers as results arrive; it stays in the dialog so its changes are announced.
  const resultCount =
    state.status === 'done' && query.trim()
      ? state.response.total === 0
        ? 'No results'
        : `${state.response.total} ${state.response.total === 1 ? 'page' : 'pages'} found${
            state.response.total > state.response.pages.length ? `, ${state.response.pages.length} shown` : ''
          }`
      : '';

  const listbox: ListboxState = {listId, activeIndex, onActivate: setActiveIndex, onOpen: openOption};

  const body = showingRecent ? (
    <RecentSearches
      {...listbox}
      options={options}
      onClear={() => {
        clearRecent();
        inputRef.current?.focus();
      }}
    />
  ) : (
    <SearchOutcome
      state={state}
      whenIdle="loading"
      statusClassName={styles.hint}
      onSuggestion={(suggestion) => {
        setQuery(suggestion);
        inputRef.current?.focus();
      }}
      scopeLabel={scope}
      onSearchAllDocs={() => setScope(null)}>
      {({terms}) => <PageResults {...listbox} idPrefix={idPrefix} pages={pages} terms={terms} pageTexts={pageTexts} />}
    </SearchOutcome>
  );

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
        <p role="status" className="sr-only" data-testid="search-result-count">
          {resultCount}
        </p>
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
