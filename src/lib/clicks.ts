/** The modifier keys and button of a mouse event (React's and the DOM's both have them). */
export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * A click the page may handle itself: the main button, no modifier. Any other
 * click (new tab, new window, download) is left to the browser.
 */
export function isPlainLeftClick(event: ClickLike): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
