import React, {useEffect, useRef, useState, type ComponentProps} from 'react';
import styles from './styles.module.css';

/**
 * Markdown tables scroll sideways when wider than the column (Infima makes
 * them `display: block; overflow: auto`). A table that scrolls becomes
 * focusable, so keyboard readers can scroll it too (WCAG 2.1.1); one that
 * fits adds no tab stop.
 */
export default function ScrollableTable(props: ComponentProps<'table'>) {
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const measure = () => setScrolls(table.scrollWidth > table.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);

  return <table ref={ref} {...props} {...(scrolls ? {tabIndex: 0, className: `${props.className ?? ''} ${styles.scrolls}`.trim()} : {})} />;
}
