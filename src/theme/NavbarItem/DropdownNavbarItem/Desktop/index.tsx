// Wrapped so that Escape closes an open navbar menu (the version menu) and gives focus back to its toggle.
import React, {type KeyboardEvent, type ReactNode} from 'react';
import DesktopDropdown from '@theme-original/NavbarItem/DropdownNavbarItem/Desktop';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Desktop';

function closeOnEscape(event: KeyboardEvent<HTMLSpanElement>): void {
  if (event.key !== 'Escape') return;
  const dropdown = event.currentTarget.querySelector<HTMLElement>('.dropdown');
  const toggle = dropdown?.querySelector<HTMLElement>('[aria-haspopup]');
  if (!dropdown || !toggle || toggle.getAttribute('aria-expanded') !== 'true') return;
  event.preventDefault();
  toggle.focus();
  // The stock dropdown closes on a press outside it; that is the one way to reach its state from here.
  document.dispatchEvent(new MouseEvent('mousedown'));
}

export default function DesktopDropdownWithEscape(props: Props): ReactNode {
  return (
    // `display: contents`: the key handler sees the menu's keys without adding a box to the navbar.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span style={{display: 'contents'}} onKeyDown={closeOnEscape}>
      <DesktopDropdown {...props} />
    </span>
  );
}
