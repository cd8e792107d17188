// Wrapped so that picking a heading in the phone's "On this page" closes the list, as a menu does.
import React, {type MouseEvent, type ReactNode} from 'react';
import OriginalTOCCollapsible from '@theme-original/TOCCollapsible';
import type TOCCollapsibleType from '@theme/TOCCollapsible';
import type {Props} from '@theme/TOCCollapsible';
import styles from './styles.module.css';

// @theme-original/* is typed `any`; it is the theme's own component.
const TOCCollapsible = OriginalTOCCollapsible as typeof TOCCollapsibleType;

function closeAfterPick(event: MouseEvent<HTMLDivElement>): void {
  if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
  const toggle = event.currentTarget.querySelector<HTMLButtonElement>('button[aria-expanded="true"]');
  // The link's own navigation runs first; the list then closes over the heading the reader jumped to.
  if (toggle) queueMicrotask(() => toggle.click());
}

export default function TOCCollapsibleWrapper(props: Props): ReactNode {
  return (
    // The wrapper only listens for clicks that bubble from the list's links; the keyboard reaches the links themselves.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className={styles.contents} onClick={closeAfterPick}>
      <TOCCollapsible {...props} />
    </div>
  );
}
