/**
 * The dialog's keyboard: arrows move the active option (wrapping), Enter in
 * the input opens it (or the search page when there is none), Escape closes,
 * Tab and Shift+Tab stay inside the dialog.
 */
import {useEffect, useState, type Dispatch, type KeyboardEvent, type RefObject, type SetStateAction} from 'react';
import type {SearchOption} from './options';

const FOCUSABLE = 'a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])';

/** The active option's index: back to the first when the options change, and kept in view. */
export function useActiveOption(options: readonly SearchOption[]): [number, Dispatch<SetStateAction<number>>] {
  const [activeIndex, setActiveIndex] = useState(0);
  useEffect(() => setActiveIndex(0), [options]);
  useEffect(() => {
    const active = options[activeIndex];
    if (active) document.getElementById(active.id)?.scrollIntoView({block: 'nearest'});
  }, [activeIndex, options]);
  return [activeIndex, setActiveIndex];
}

function trapTab(event: KeyboardEvent<HTMLElement>, dialog: HTMLElement | null): void {
  const focusable = Array.from(dialog?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter(
    (element) => element.tabIndex !== -1,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export function useDialogKeys({
  dialogRef,
  inputRef,
  options,
  activeIndex,
  setActiveIndex,
  onClose,
  onOpen,
  onEnterWithoutOption,
}: {
  dialogRef: RefObject<HTMLElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
  options: readonly SearchOption[];
  activeIndex: number;
  setActiveIndex: Dispatch<SetStateAction<number>>;
  onClose: () => void;
  onOpen: (option: SearchOption) => void;
  /** Enter in the input with no option to open (e.g. no results yet). */
  onEnterWithoutOption: () => void;
}): (event: KeyboardEvent<HTMLElement>) => void {
  return (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter' && event.target === inputRef.current) {
      event.preventDefault();
      const option = options[activeIndex];
      if (option) onOpen(option);
      else onEnterWithoutOption();
    } else if (event.key === 'Tab') {
      trapTab(event, dialogRef.current);
    }
  };
}
