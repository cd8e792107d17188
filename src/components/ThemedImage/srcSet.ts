/** Widths that `npm run screenshots` writes besides the full 1440 px shot (scripts/screenshots/screenshots.ts). */
export const SCREENSHOT_WIDTHS = [640, 960] as const;

const SCREENSHOT = /^(\/img\/screenshots\/.+)\.webp$/;

/**
 * The doc column is about 850 px wide from 1440 px up, the viewport minus the
 * sidebar and table of contents on a desktop, and the full width on a phone.
 */
export const SCREENSHOT_SIZES = '(min-width: 1440px) 850px, (min-width: 997px) 60vw, 100vw';

/** The srcset of an admin screenshot (/img/screenshots/<name>.webp), or undefined for any other image. */
export function screenshotSrcSet(src: string): string | undefined {
  const match = SCREENSHOT.exec(src);
  if (!match) return undefined;
  return [...SCREENSHOT_WIDTHS.map((width) => `${match[1]}-${width}.webp ${width}w`), `${src} 1440w`].join(', ');
}
