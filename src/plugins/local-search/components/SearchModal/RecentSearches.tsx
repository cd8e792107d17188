/** The dialog before anything is typed: the pages last opened from search, or a hint when there are none. */
import React, {type ReactNode} from 'react';
import ResultList, {type ListboxState} from './ResultList';
import type {SearchOption} from './options';
import styles from './styles.module.css';

export default function RecentSearches({
  listId,
  options,
  activeIndex,
  onActivate,
  onOpen,
  onClear,
}: ListboxState & {
  options: readonly SearchOption[];
  onClear: () => void;
}): ReactNode {
  if (options.length === 0) {
    return <p className={styles.hint}>Search the Strapi 4 docs: try “populate”, “webhooks” or “deploy”.</p>;
  }
  const header = (
    <>
      <span>Recent</span>
      <button type="button" className={styles.clear} onClick={onClear}>
        Clear
      </button>
    </>
  );
  const items = options.map((option) => ({
    option,
    title: option.recent.heading || option.recent.title,
    path: option.recent.heading ? `${option.recent.docSet} › ${option.recent.title}` : option.recent.docSet,
  }));
  return (
    <ResultList
      id={listId}
      label="Recent searches"
      groups={[{key: 'recent', header, items}]}
      activeIndex={activeIndex}
      onActivate={onActivate}
      onOpen={onOpen}
    />
  );
}
