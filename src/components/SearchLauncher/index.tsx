import React from 'react';
import styles from './styles.module.css';

/**
 * A search form that works without JavaScript (it submits to /search?q=)
 * and that the search modal enhances when scripts run.
 */
export default function SearchLauncher({id = 'hero-search'}: {id?: string}) {
  return (
    <form className={styles.form} action="/search" method="get" role="search">
      <label htmlFor={id} className="sr-only">
        Search the documentation
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        name="q"
        placeholder="Search the docs, e.g. populate, webhooks, deploy"
        autoComplete="off"
      />
      <button type="submit" className={styles.button}>
        Search
      </button>
    </form>
  );
}
