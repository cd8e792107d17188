/**
 * The navbar search button of the local search. Ctrl+K, ⌘+K or `/` open the
 * dialog. The dialog's code and the index are fetched on first open, or
 * earlier on hover or focus of the button; never on page load. Without
 * JavaScript the button is a link to the /search page.
 */
import React, {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {findDocSet} from '../../../../lib/docSets';
import {fetchIndexFile} from '../../client/fetchIndexFile';
import {useLocalSearchData} from '../../client/useLocalSearchData';
import {SEARCH_PAGE_ROUTE} from '../../../../lib/routes';
import {isPlainLeftClick} from '../../../../lib/clicks';
import SearchIcon from '../../components/SearchIcon';
import {lazyPart, LoadError} from '@site/src/components/LazyPart';
import {earlySearchQueue} from '../../../../lib/earlyScripts';
import type {SearchModalProps} from '../../components/SearchModal';
import styles from './styles.module.css';

type SearchModalModule = {default: ComponentType<SearchModalProps>};
let modalModule: SearchModalModule | undefined;
const importModal = () =>
  import(/* webpackChunkName: "search-modal" */ '../../components/SearchModal').then((module: SearchModalModule) => {
    modalModule = module;
    return module;
  });
// If the dialog's code fails to load, a small message offers a retry instead of crashing the page. The dialog
// opens once its code is in, so it renders at once (see LazyPartOptions.loaded); keys typed meanwhile are queued.
const SearchModal = lazyPart(importModal, {
  what: 'Search',
  renderError: (retry, {onClose}) => <SearchLoadError retry={retry} onClose={onClose} />,
  loaded: () => modalModule,
});

/** The dialog could not load: what the reader typed for it is dropped, so keys work on the page again. */
function SearchLoadError({retry, onClose}: {retry: () => void; onClose: () => void}): ReactNode {
  useEffect(() => stopQueueing(), []);
  return (
    // The reader asked for the dialog, so focus goes to its stand-in's retry button, as it would to the search box.
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <LoadError what="Search" onRetry={retry} onClose={onClose} autoFocus className={styles.loadError} />
  );
}

/** Keys typed between the shortcut and the dialog's input are queued by the inline script (src/lib/earlyScripts.ts). */
function startQueueing(): void {
  const queue = earlySearchQueue();
  if (queue) {
    queue.pending = true;
    queue.typed = '';
  }
}

function stopQueueing(): void {
  const queue = earlySearchQueue();
  if (queue) {
    queue.pending = false;
    queue.typed = '';
  }
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function isApplePlatform(): boolean {
  const platform =
    (navigator as Navigator & {userAgentData?: {platform?: string}}).userAgentData?.platform ?? navigator.platform;
  return /mac|iphone|ipad|ipod/i.test(platform);
}

export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const [apple, setApple] = useState(false);
  const {indexUrl} = useLocalSearchData();
  const searchPageUrl = useBaseUrl(SEARCH_PAGE_ROUTE);
  const {pathname} = useLocation();
  const docSet = findDocSet(pathname);

  // The dialog's code and the index download in parallel, from the first sign of intent.
  const preload = useCallback(() => {
    importModal().catch(() => undefined); // Opening shows the error and a retry if it still fails.
    fetchIndexFile(indexUrl).catch(() => undefined); // The dialog shows the error if it still fails.
  }, [indexUrl]);

  /** Set while the dialog waits for its code to open. */
  const opening = useRef(false);
  // Opens once the dialog's code is in (at once when it is), or shows its load error.
  const openWhenLoaded = useCallback(() => {
    preload();
    if (modalModule) {
      setOpen(true);
      return;
    }
    opening.current = true;
    const show = () => {
      if (!opening.current) return;
      opening.current = false;
      setOpen(true);
    };
    importModal().then(show, show);
  }, [preload]);

  const close = useCallback(() => {
    opening.current = false;
    stopQueueing();
    setOpen(false);
  }, []);

  // A shortcut pressed while the page was starting was queued by the inline script: open search now.
  useEffect(() => {
    const queue = earlySearchQueue();
    if (!queue) return;
    queue.started = true;
    if (queue.pending) openWhenLoaded();
  }, [openWhenLoaded]);

  useEffect(() => {
    if (open) preload();
  }, [open, preload]);

  useEffect(() => setApple(isApplePlatform()), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const shortcut = (event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey) && !event.altKey;
      if (shortcut) {
        event.preventDefault();
        if (open || opening.current) close();
        else {
          startQueueing();
          openWhenLoaded();
        }
      } else if (event.key === '/' && !open && !opening.current && !isEditable(event.target)) {
        event.preventDefault();
        startQueueing();
        openWhenLoaded();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, close, openWhenLoaded]);

  return (
    <>
      <a
        href={searchPageUrl}
        className={styles.button}
        aria-label="Search"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={(event) => {
          if (!isPlainLeftClick(event)) return;
          event.preventDefault();
          startQueueing();
          openWhenLoaded();
        }}
        onMouseEnter={preload}
        onFocus={preload}
        onTouchStart={preload}>
        <SearchIcon size={18} className={styles.icon} />
        <span className={styles.label}>Search</span>
        <span className={styles.keys} aria-hidden="true">
          <kbd>{apple ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      </a>
      {open && <SearchModal onClose={close} docSet={docSet} />}
    </>
  );
}
