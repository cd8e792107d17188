/**
 * The dialog's listbox, for recent searches and for results alike: groups
 * of options under a header. The options are links that the arrow keys
 * activate (aria-activedescendant on the input), so they are not tab stops.
 */
import React, {type ReactNode} from 'react';
import {isPlainLeftClick} from '../../../../lib/clicks';
import type {SearchOption} from './options';
import styles from './styles.module.css';

export interface ResultItem {
  option: SearchOption;
  title: ReactNode;
  /** Where the result sits (doc set, page or parent heading), under its title. */
  path?: ReactNode;
  snippet?: ReactNode;
}

export interface ResultGroup {
  key: string;
  header: ReactNode;
  /** Id of the header when the group is labelled by it (results, one group per page); recent searches are one run. */
  labelId?: string;
  items: ResultItem[];
}

/** What the dialog gives each listbox: its id, the active option and what to do when one is activated or opened. */
export interface ListboxState {
  listId: string;
  activeIndex: number;
  onActivate: (index: number) => void;
  onOpen: (option: SearchOption) => void;
}

export default function ResultList({
  id,
  label,
  groups,
  activeIndex,
  onActivate,
  onOpen,
}: {
  id: string;
  label: string;
  groups: readonly ResultGroup[];
  activeIndex: number;
  onActivate: (index: number) => void;
  onOpen: (option: SearchOption) => void;
}): ReactNode {
  let index = 0;
  return (
    <div role="listbox" id={id} aria-label={label} className={styles.list}>
      {groups.map((group) => {
        const options = group.items.map((item) => {
          const optionIndex = index++;
          return (
            <ResultOption
              key={item.option.id}
              item={item}
              active={optionIndex === activeIndex}
              onHover={() => onActivate(optionIndex)}
              onOpen={() => onOpen(item.option)}
            />
          );
        });
        if (group.labelId === undefined) {
          return (
            <React.Fragment key={group.key}>
              <div className={styles.groupHeader}>{group.header}</div>
              {options}
            </React.Fragment>
          );
        }
        return (
          <div role="group" aria-labelledby={group.labelId} key={group.key} className={styles.group}>
            <div id={group.labelId} className={styles.groupHeader}>
              {group.header}
            </div>
            {options}
          </div>
        );
      })}
    </div>
  );
}

function ResultOption({
  item: {option, title, path, snippet},
  active,
  onHover,
  onOpen,
}: {
  item: ResultItem;
  active: boolean;
  onHover: () => void;
  onOpen: () => void;
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
