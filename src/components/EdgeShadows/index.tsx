import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {ScrollOverflow} from '@site/src/lib/useScrollOverflow';
import styles from './styles.module.css';

/**
 * The cue of a box that scrolls sideways (a wide table, a long code line): a
 * shadow over each edge that hides content. Drawn over the box, so its parent
 * must be positioned; `--edge-shadow-top` and `--edge-shadow-radius` on the
 * parent fit them to the box. Render it only once an overflow was measured, so
 * the server HTML stays the same.
 */
export default function EdgeShadows({overflow}: {overflow: ScrollOverflow}): ReactNode {
  return (
    <>
      <span
        className={clsx(styles.shadow, styles.start, overflow.start && styles.shown)}
        data-scroll-shadow="start"
        aria-hidden="true"
      />
      <span
        className={clsx(styles.shadow, styles.end, overflow.end && styles.shown)}
        data-scroll-shadow="end"
        aria-hidden="true"
      />
    </>
  );
}
