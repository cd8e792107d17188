import React, {useId, useRef, useState, type FormEvent} from 'react';
import {DEFAULT_BASE_URL, normalizeBaseUrl, type ApiRequest} from '@site/src/lib/apiRequest';
import {saveRunSettings, useRunSettings} from './runSettings';
import styles from './styles.module.css';

type Format = 'curl' | 'fetch';
/** The copy buttons, in the order they are shown; each label is also the name of its format. */
const COPY_FORMATS: readonly Format[] = ['curl', 'fetch'];

/**
 * The curl and fetch writers (src/lib/runnableRequest.ts) load with the first copy, not with the page: a first
 * visit does not need them (issue 22, bench/perf6.md). Pointing at or focusing a copy button starts the load.
 */
const loadWriters = () => import('@site/src/lib/runnableRequest');

/** "Copy as curl" and "Copy as fetch" for one request, and the base URL and token form all panels share. */
export default function CopyRequest({request}: {request: ApiRequest}) {
  const settings = useRunSettings();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState<Format | null>(null);
  const [status, setStatus] = useState('');
  const timer = useRef<number | undefined>(undefined);

  async function copy(format: Format) {
    let message = format === 'curl' ? 'curl command copied to the clipboard.' : 'fetch call copied to the clipboard.';
    try {
      const {toCurl, toFetch, toRunnableRequest} = await loadWriters();
      const runnable = toRunnableRequest(request, settings);
      await navigator.clipboard.writeText(format === 'curl' ? toCurl(runnable) : toFetch(runnable));
      setCopied(format);
    } catch {
      message = 'Copy failed.';
    }
    setStatus(message);
    window.clearTimeout(timer.current);
    // The visible "Copied" goes back after a moment; the status text stays until the next copy.
    timer.current = window.setTimeout(() => setCopied(null), 2000);
  }

  function preload() {
    // A failed load is reported by the copy itself.
    loadWriters().catch(() => undefined);
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    saveRunSettings({
      baseUrl: normalizeBaseUrl(text('baseUrl')),
      token: text('token').trim(),
      rememberToken: data.get('rememberToken') === 'on',
    });
    setOpen(false);
  }

  return (
    <>
      <span className={styles.copyAs}>
        {COPY_FORMATS.map((format) => (
          <button
            key={format}
            type="button"
            className={styles.copy}
            aria-label={`Copy as ${format}`}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => void copy(format)}>
            {copied === format ? 'Copied' : format}
          </button>
        ))}
        <button
          type="button"
          className={styles.server}
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          aria-label={`Base URL ${settings.baseUrl}, ${settings.token ? 'token set' : 'no token'}: change`}
          onClick={() => setOpen((value) => !value)}>
          {settings.baseUrl.replace(/^https?:\/\//, '')}
          {settings.token ? ' · token' : ''}
        </button>
        <span role="status" className="sr-only">
          {status}
        </span>
      </span>
      {open ? (
        <form
          id={formId}
          className={styles.runForm}
          onSubmit={save}
          aria-label="Base URL and token for copied requests">
          <label>
            Base URL
            <input
              name="baseUrl"
              type="text"
              inputMode="url"
              defaultValue={settings.baseUrl}
              placeholder={DEFAULT_BASE_URL}
              autoComplete="off"
              spellCheck={false}
            />
          </label>
          <label>
            API token (optional)
            <input
              name="token"
              type="password"
              defaultValue={settings.token}
              placeholder="Empty: copies <your-api-token>"
              autoComplete="off"
              spellCheck={false}
            />
          </label>
          <label className={styles.remember}>
            <input name="rememberToken" type="checkbox" defaultChecked={settings.rememberToken} />
            Remember the token in this browser
          </label>
          <p className={styles.runNote}>
            Used by every request on the site. The base URL is remembered in this browser; the token only for this visit
            unless you tick the box. Nothing is sent: the copied command runs on your machine.
          </p>
          <div className={styles.runActions}>
            <button type="submit" className="button button--primary button--sm">
              Save
            </button>
            <button type="button" className="button button--secondary button--sm" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </>
  );
}
