import {useEffect, useState, type RefObject} from 'react';

export interface ScrollOverflow {
  /** Content is hidden before the visible part (left, or above): the element was scrolled. */
  start: boolean;
  /** Content is hidden after the visible part (right, or below). */
  end: boolean;
}

const NONE: ScrollOverflow = {start: false, end: false};

/**
 * Which sides of a scrolling element hide content along one axis (`x`
 * sideways, `y` up and down), kept up to date on scroll and whenever the
 * element or one of its children changes size; a child added later is
 * watched too (a block whose lines are rendered again, a table whose rows
 * change). Both false on the server and the first client render, so what a
 * component adds for overflow never changes hydration; the first reading
 * comes with the observer's first report, after layout.
 */
export function useScrollOverflow(ref: RefObject<HTMLElement | null>, axis: 'x' | 'y' = 'x'): ScrollOverflow {
  const [overflow, setOverflow] = useState<ScrollOverflow>(NONE);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const [size, visible, offset] =
        axis === 'x'
          ? [element.scrollWidth, element.clientWidth, element.scrollLeft]
          : [element.scrollHeight, element.clientHeight, element.scrollTop];
      const max = size - visible;
      const start = max > 1 && offset > 1;
      const end = max > 1 && offset < max - 1;
      setOverflow((previous) => (previous.start === start && previous.end === end ? previous : {start, end}));
    };
    const resizes = new ResizeObserver(measure);
    const watch = () => {
      resizes.observe(element);
      for (const child of Array.from(element.children)) resizes.observe(child);
    };
    const children = new MutationObserver(() => {
      watch();
      measure();
    });
    // No measure() here: the observer reports every element it starts watching once the page is laid out,
    // so the first reading costs no layout forced inside the hydration's effects (one per code block and
    // table, 100+ ms at 4x CPU on a long reference page).
    watch();
    children.observe(element, {childList: true});
    element.addEventListener('scroll', measure, {passive: true});
    return () => {
      resizes.disconnect();
      children.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [ref, axis]);
  return overflow;
}
