import React, {useEffect, useId, useMemo, useRef, useState} from 'react';
import {parseQueryObject, type QueryObject} from './parseQueryObject';
import {buildQueryUrl} from './buildQueryUrl';
import {localStorageOrNull} from '@site/src/lib/browserStorage';
import styles from './styles.module.css';

const ENDPOINT_STORAGE_KEY = 'strapi-docs:query-builder-endpoint';
const DEFAULT_ENDPOINT = '/api/books';

const DEFAULT_QUERY = `{
  // Books whose title contains "Dune", with their author
  populate: ['author'],
  filters: {
    title: { $containsi: 'dune' },
  },
  sort: ['releaseDate:desc'],
  pagination: { page: 1, pageSize: 10 },
}`;

function readStoredEndpoint(): string | null {
  try {
    return localStorageOrNull()?.getItem(ENDPOINT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function storeEndpoint(value: string): void {
  try {
    localStorageOrNull()?.setItem(ENDPOINT_STORAGE_KEY, value);
  } catch {
    // Storage can be unavailable (private mode); the field still works.
  }
}

export interface InteractiveQueryBuilderProps {
  /** Query object shown when the builder first renders. */
  initialQuery?: string;
}

export default function InteractiveQueryBuilder({
  initialQuery = DEFAULT_QUERY,
}: InteractiveQueryBuilderProps): React.JSX.Element {
  const id = useId();
  const endpointId = `${id}-endpoint`;
  const editorId = `${id}-editor`;
  const errorId = `${id}-error`;
  const resultId = `${id}-result`;
  const hintId = `${id}-hint`;

  const [endpoint, setEndpoint] = useState<string>(DEFAULT_ENDPOINT);
  const [source, setSource] = useState<string>(initialQuery);
  const [lastValid, setLastValid] = useState<QueryObject>(() => {
    const parsed = parseQueryObject(initialQuery);
    return parsed.ok ? parsed.value : {};
  });
  const [copyStatus, setCopyStatus] = useState<string>('');
  const copyTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const stored = readStoredEndpoint();
    if (stored !== null && stored.trim() !== '') setEndpoint(stored);
  }, []);

  useEffect(
    () => () => {
      if (copyTimer.current) clearTimeout(copyTimer.current);
    },
    [],
  );

  const parsed = useMemo(() => parseQueryObject(source), [source]);

  useEffect(() => {
    if (parsed.ok) setLastValid(parsed.value);
  }, [parsed]);

  const url = useMemo(() => buildQueryUrl(endpoint || DEFAULT_ENDPOINT, lastValid), [endpoint, lastValid]);

  const onEndpointChange = (event: React.ChangeEvent<HTMLInputElement>): void => {
    setEndpoint(event.target.value);
    storeEndpoint(event.target.value);
  };

  const onCopy = async (): Promise<void> => {
    let message = 'Copied to the clipboard.';
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      message = 'Copy failed: select the URL and copy it by hand.';
    }
    setCopyStatus(message);
    if (copyTimer.current) clearTimeout(copyTimer.current);
    copyTimer.current = setTimeout(() => setCopyStatus(''), 2500);
  };

  const onReset = (): void => {
    setSource(initialQuery);
  };

  return (
    <section className={styles.builder} aria-label="Interactive query builder">
      <div className={styles.field}>
        <label htmlFor={endpointId} className={styles.label}>
          Endpoint
        </label>
        <input
          id={endpointId}
          className={styles.input}
          type="text"
          value={endpoint}
          onChange={onEndpointChange}
          spellCheck={false}
          autoComplete="off"
          placeholder={DEFAULT_ENDPOINT}
        />
      </div>

      <div className={styles.field}>
        <label htmlFor={editorId} className={styles.label}>
          Query object (JavaScript object literal)
        </label>
        <p id={hintId} className={styles.hint}>
          Keys may be unquoted; strings use single or double quotes; comments and trailing commas are fine.
        </p>
        <textarea
          id={editorId}
          className={styles.editor}
          value={source}
          onChange={(event) => setSource(event.target.value)}
          rows={12}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          aria-invalid={!parsed.ok}
          aria-describedby={parsed.ok ? hintId : `${hintId} ${errorId}`}
        />
        {!parsed.ok && (
          <p id={errorId} role="alert" className={styles.error}>
            Line {parsed.line}, column {parsed.column}: {parsed.message} The URL below still shows the last valid query.
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className="button button--secondary button--sm" onClick={onReset}>
            Reset example
          </button>
        </div>
      </div>

      <div className={styles.field}>
        <span id={resultId} className={styles.label}>
          Query URL
        </span>
        <div className={styles.result}>
          <output aria-labelledby={resultId} className={styles.url}>
            <code>{url}</code>
          </output>
          <button
            type="button"
            className="button button--primary button--sm"
            onClick={() => {
              void onCopy();
            }}>
            Copy URL
          </button>
        </div>
        <p className={styles.status} aria-live="polite">
          {copyStatus}
        </p>
      </div>
    </section>
  );
}
