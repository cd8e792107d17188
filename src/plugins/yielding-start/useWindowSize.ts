/**
 * theme-common's `hooks/useWindowSize` (3.10.2) with the first measured size set in a transition (issue 22,
 * "Hydration that yields"). The hook returns "ssr" on the first render, as the server did, then the real size from
 * a passive effect. On a phone that switch removes the desktop sidebar and table of contents and mounts their
 * mobile forms: rendered in the default lane, one long task right after hydration; in a transition, the render
 * yields every few milliseconds and only the commit is one piece. Later resizes are urgent, as in the original.
 * src/plugins/yielding-start/index.ts points theme-common's own imports of `useWindowSize` here.
 */
import {startTransition, useEffect, useState} from 'react';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

// The original's breakpoint: Infima's CSS has the same value (theme-common says both must change together).
const DESKTOP_BREAKPOINT = 996;

export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT}: {desktopBreakpoint?: number} = {}): WindowSize {
  // A constant first value, so hydration matches the server's HTML.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setWindowSize(window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile');
    startTransition(update);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
