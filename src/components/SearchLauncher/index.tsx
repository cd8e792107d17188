import React from 'react';
import clsx from 'clsx';
import {SEARCH_PAGE_ROUTE} from '@site/src/lib/routes';
import styles from './styles.module.css';

interface SearchLauncherProps {
  id?: string;
  /** Where the form submits without JavaScript. */
  action?: string;
  /** Given on the search page, which keeps the query in its own state. */
  value?: string;
  onQueryChange?: (query: string) => void;
  className?: string;
}

/**
 * A search form that works without JavaScript (it submits to /search?q=).
 * The landing page uses it as is; the search page controls its value.
 */
export default function SearchLauncher({
  id = 'hero-search',
  action = SEARCH_PAGE_ROUTE,
  value,
  onQueryChange,
  className,
}: SearchLauncherProps) {
  const controlled = onQueryChange !== undefined;
  return (
    <form
      className={clsx(styles.form, className)}
      action={action}
      method="get"
      role="search"
      onSubmit={
        controlled
          ? (event) => {
              event.preventDefault();
              onQueryChange(value ?? '');
            }
          : undefined
      }>
      <label htmlFor={id} className="sr-only">
        Search the documentation
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        name="q"
        maxLength={200}
        placeholder="Search the docs, e.g. populate, webhooks, deploy"
        autoComplete="off"
        {...(controlled ? {value: value ?? '', onChange: (event) => onQueryChange(event.target.value)} : {})}
      />
      <button type="submit" className={styles.button}>
        Search
      </button>
    </form>
  );
}
