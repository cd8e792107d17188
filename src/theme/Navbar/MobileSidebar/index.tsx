// Wrapped to make the phone menu a modal dialog: focus moves in and stays in, Escape closes it, and focus goes
// back to the menu button when it closes (unless the reader followed a link to another page).
import React, {useEffect, type ReactNode} from 'react';
import OriginalMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {focusableIn} from '@site/src/lib/focus';

const PANEL = '.navbar-sidebar';

function useMenuDialog(shown: boolean, close: () => void): void {
  useEffect(() => {
    if (!shown) return undefined;
    const panel = document.querySelector<HTMLElement>(PANEL);
    if (!panel) return undefined;
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-label', 'Site menu');
    const openedOn = window.location.pathname;
    // The panel is still hidden while it starts sliding in: focus moves in on each frame until it takes.
    let frame = 0;
    const focusIn = () => {
      if (panel.contains(document.activeElement)) return;
      (panel.querySelector<HTMLElement>('.navbar-sidebar__close') ?? focusableIn(panel)[0])?.focus();
      if (!panel.contains(document.activeElement)) frame = requestAnimationFrame(focusIn);
    };
    focusIn();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      panel.removeAttribute('role');
      panel.removeAttribute('aria-modal');
      panel.removeAttribute('aria-label');
      if (window.location.pathname === openedOn) document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
    };
  }, [shown, close]);
}

export default function MobileSidebarWrapper(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  useMenuDialog(shown, toggle);
  return <OriginalMobileSidebar />;
}
