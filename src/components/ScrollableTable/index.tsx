import React, {
  Children,
  cloneElement,
  isValidElement,
  useRef,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import EdgeShadows from '@site/src/components/EdgeShadows';
import {useScrollOverflow} from '@site/src/lib/useScrollOverflow';
import {tableKind} from './tableKind';
import styles from './styles.module.css';

type WithChildren = {children?: ReactNode};

/** The plain text of a rendered cell (header labels become the labels of stacked cells). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<WithChildren>(node)) return textOf(node.props.children);
  return '';
}

function rowsOf(section: ReactNode): ReactElement<WithChildren>[] {
  if (!isValidElement<WithChildren>(section)) return [];
  return Children.toArray(section.props.children).filter((row): row is ReactElement<WithChildren> =>
    isValidElement<WithChildren>(row),
  );
}

/** Gives each body cell a data-label with its column header, for the stacked layout on phones. */
function labelCells(children: ReactNode): {headers: string[]; children: ReactNode} {
  const sections = Children.toArray(children);
  const head = sections.find((section) => isValidElement(section) && section.type === 'thead');
  const headers = rowsOf(head)[0] ? Children.toArray(rowsOf(head)[0]?.props.children).map(textOf) : [];
  const labelled = sections.map((section) => {
    if (!isValidElement<WithChildren>(section) || section.type !== 'tbody') return section;
    const rows = rowsOf(section).map((row) =>
      cloneElement(
        row,
        undefined,
        Children.toArray(row.props.children).map((cell, index) =>
          isValidElement<{'data-label'?: string}>(cell)
            ? cloneElement(cell, {'data-label': headers[index] ?? ''})
            : cell,
        ),
      ),
    );
    return cloneElement(section, undefined, rows);
  });
  return {headers, children: labelled};
}

/**
 * Markdown tables. One that is wider than the column scrolls sideways with
 * edge shadows and a hint naming the hidden columns, and becomes focusable so
 * keyboard readers can scroll it (WCAG 2.1.1); one that fits adds nothing.
 * Reference tables (see tableKind) turn into one card per row on phones.
 */
export default function ScrollableTable({children, className, ...props}: ComponentProps<'table'>) {
  const ref = useRef<HTMLTableElement>(null);
  // Watches the rows as well as the table: they can grow wider while the table's box keeps its size (a late font).
  const overflow = useScrollOverflow(ref, 'x');
  const {headers, children: cells} = labelCells(children);
  const kind = tableKind(headers);

  const scrolls = overflow.start || overflow.end;
  return (
    <div
      className={clsx(styles.frame, styles[kind])}
      data-table-kind={kind}
      data-overflow-start={overflow.start || undefined}
      data-overflow-end={overflow.end || undefined}>
      {scrolls ? (
        <p className={styles.hint} aria-hidden="true">
          {overflow.end
            ? `Scroll sideways to see all ${headers.length} columns →`
            : '← Scroll back to the first column'}
        </p>
      ) : null}
      <table
        ref={ref}
        {...props}
        className={clsx(className, scrolls && styles.scrolls)}
        {...(scrolls ? {tabIndex: 0} : {})}>
        {cells}
      </table>
      {scrolls ? <EdgeShadows overflow={overflow} /> : null}
    </div>
  );
}
