import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** A quiet aside for related reading or context; lighter than an admonition. */
export default function SubtleCallout({title, children}: {title?: string; children: ReactNode}) {
  return (
    <aside className={styles.callout} aria-label={title ?? 'Note'}>
      {title ? <p className={styles.title}>{title}</p> : null}
      {children}
    </aside>
  );
}
