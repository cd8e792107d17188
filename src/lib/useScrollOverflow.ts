import {useEffect, useState, type RefObject} from 'react';

export interface HorizontalOverflow {
  /** Content is hidden on the left (the element was scrolled). */
  start: boolean;
  /** Content is hidden on the right. */
  end: boolean;
}

/**
 * Which sides of an element that scrolls sideways hide content, kept up to
 * date on scroll and resize. Both false on the server and the first client
 * render, so what a component adds for overflow never changes hydration.
 */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): HorizontalOverflow {
  const [overflow, setOverflow] = useState<HorizontalOverflow>({start: false, end: false});
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const max = element.scrollWidth - element.clientWidth;
      const start = max > 1 && element.scrollLeft > 1;
      const end = max > 1 && element.scrollLeft < max - 1;
      setOverflow((previous) => (previous.start === start && previous.end === end ? previous : {start, end}));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, {passive: true});
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [ref]);
  return overflow;
}
