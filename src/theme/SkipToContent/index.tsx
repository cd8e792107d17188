/**
 * The theme's skip-to-content link (theme-classic's SkipToContent with theme-common's SkipToContentLink, 3.10.2:
 * lib/utils/skipToContentUtils.js), the same markup and the same behaviour, except when the focus moves after a
 * client navigation. The theme focuses the skip region in the navigation's passive effect, which React runs in the
 * click's own task: the focus then lays out the whole new page before its first frame (83 ms of a 275 ms click
 * task, bench/navigation.md). Here the region is focused in the first task after the new page's first frame, when
 * that frame has done the layout: the title is painted sooner and the focus ends in the same place.
 */
import React, {useCallback, useEffect, useRef, type MouseEvent, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
// The theme's own stylesheet, so the class name, and the served HTML, stay the same.
import styles from '@docusaurus/theme-classic/lib/theme/SkipToContent/styles.module.css';
import {afterNextFrame} from '@site/src/lib/afterNextFrame';

const label = translate({
  id: 'theme.common.skipToMainContent',
  description: 'Label of the first link of every page, which keyboard users follow to jump past the navigation',
  message: 'Skip to main content',
});

/** The theme's focus target: <main> first (only with JavaScript), else the layout's children. */
function skipTarget(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(SkipToContentFallbackId);
}

function programmaticFocus(element: HTMLElement): void {
  element.setAttribute('tabindex', '-1');
  element.focus();
  element.removeAttribute('tabindex');
}

export default function SkipToContent(): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const {action} = useHistory();
  const previous = useRef(location);

  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    // As the theme: a new entry without a hash (not back/forward, not an anchor) starts again from the top.
    if (location === before || location.hash || action !== 'PUSH') return undefined;
    return afterNextFrame(() => {
      if (containerRef.current) programmaticFocus(containerRef.current);
    });
  }, [location, action]);

  const onClick = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const target = skipTarget();
    if (target) programmaticFocus(target);
  }, []);

  return (
    <div ref={containerRef} role="region" aria-label={label}>
      {/* The href is the way in without JavaScript (the theme's fallback). */}
      <a className={styles.skipToContent} href={`#${SkipToContentFallbackId}`} onClick={onClick}>
        {label}
      </a>
    </div>
  );
}
