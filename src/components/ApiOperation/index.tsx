import React, {Children, isValidElement, useRef, type ReactNode} from 'react';
import {useScrollOverflow} from '@site/src/lib/useScrollOverflow';
import styles from './styles.module.css';

/**
 * One operation of the generated API reference. On screens 1200 px and wider
 * its examples (`<ApiExamples>`, wherever they sit among the children) go to a
 * second column that stays in view while the reader scrolls through the
 * parameters and responses; on narrower screens they follow the details.
 */
export default function ApiOperation({children}: {children: ReactNode}) {
  const all = Children.toArray(children);
  const examples = all.filter((child) => isValidElement(child) && child.type === ApiExamples);
  const details = all.filter((child) => !examples.includes(child));
  return (
    <div className={styles.operation}>
      <div className={styles.details}>{details}</div>
      {examples}
    </div>
  );
}

/**
 * The example request and responses of an operation; `label` names the region
 * for screen readers. On wide screens it scrolls on its own when taller than
 * the window, and only then is it a tab stop, so a keyboard can scroll it.
 */
export function ApiExamples({label, children}: {label?: string; children: ReactNode}) {
  const ref = useRef<HTMLElement>(null);
  const overflow = useScrollOverflow(ref, 'y');
  const scrolls = overflow.start || overflow.end;
  return (
    // A scrolling region is a tab stop so that a keyboard can scroll it (WCAG 2.1.1, axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <section ref={ref} className={styles.examples} aria-label={label ?? 'Examples'} tabIndex={scrolls ? 0 : undefined}>
      {children}
    </section>
  );
}
