/**
 * Click-to-zoom for article images. On a wide screen medium-zoom grows the
 * image to the window, loading its full-resolution file (`data-zoom-src`, the
 * 1440 px capture of a srcset screenshot). On a narrower one a fitted zoom
 * would be no bigger than the image in the page, so the click opens a dialog
 * that shows the full-resolution file at its own size, to pan by dragging,
 * scrolling or with the arrow keys. Images are attached
 * 1000 ms after the first load and after each route change; images of the
 * previous page are detached first, so nothing is ever attached twice.
 * medium-zoom itself loads only on pages with an image to zoom. If its
 * chunk fails to load, the images stay plain images (the article is
 * unaffected) and the first click on one retries the load and zooms it.
 */
import type {Zoom} from 'medium-zoom';
import type {ClientModule} from '@docusaurus/types';
import {whenArticleComplete} from '../lib/articleComplete';

export const ZOOM_DELAY_MS = 1000;
export const ZOOM_SCROLL_OFFSET = 40;
/** Article images, except those inside links and those opted out with `.no-zoom`. */
export const ZOOM_SELECTOR = 'article .markdown img:not(.no-zoom)';
/**
 * Below this window width, medium-zoom would show a 1440 px capture at under three quarters of its
 * pixels (the window minus its 24 px margins), so the pannable full-size view is used instead.
 */
export const PAN_VIEW_MAX_WIDTH = 1128;

let zoom: Zoom | undefined;
let timer: number | undefined;

/** A token of src/css/custom.css, so the backdrop follows the colour mode by itself. */
export const ZOOM_BACKGROUND = 'var(--site-zoom-backdrop)';

export function zoomableImages(root: ParentNode = document): HTMLImageElement[] {
  return Array.from(root.querySelectorAll<HTMLImageElement>(ZOOM_SELECTOR)).filter((img) => !img.closest('a'));
}

/** Attaches zoom to the page's images; medium-zoom is fetched the first time a page has one. */
export async function attachImageZoom(): Promise<Zoom | undefined> {
  const images = zoomableImages();
  if (!zoom && images.length === 0) return undefined;
  if (!zoom) {
    const {default: mediumZoom} = await import(/* webpackChunkName: "image-zoom" */ 'medium-zoom');
    zoom = mediumZoom({scrollOffset: ZOOM_SCROLL_OFFSET, margin: 24, background: ZOOM_BACKGROUND});
  }
  zoom.detach();
  for (const image of images) {
    // The full-resolution file: `src` of a srcset image is its largest source.
    const full = image.getAttribute('src');
    if (full && image.hasAttribute('srcset')) image.setAttribute('data-zoom-src', full);
  }
  zoom.attach(...images);
  return zoom;
}

/** The full-size view for narrow screens: a modal dialog whose image keeps its own pixels and pans. */
export function openPanView(image: HTMLImageElement, at?: {x: number; y: number}): HTMLDialogElement {
  const dialog = document.createElement('dialog');
  dialog.className = 'image-pan-view';
  dialog.setAttribute('aria-label', image.alt ? `Full-size image: ${image.alt}` : 'Full-size image');
  dialog.style.background = ZOOM_BACKGROUND;
  const bar = document.createElement('div');
  bar.className = 'image-pan-view__bar';
  const hint = document.createElement('p');
  hint.className = 'image-pan-view__hint';
  hint.textContent = 'Full size: drag or scroll to move around.';
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'image-pan-view__close';
  close.textContent = 'Close';
  bar.append(hint, close);
  const scroller = document.createElement('div');
  scroller.className = 'image-pan-view__scroller';
  scroller.tabIndex = 0;
  scroller.setAttribute('role', 'region');
  scroller.setAttribute('aria-label', 'Image at full size, scrollable');
  const full = document.createElement('img');
  full.alt = image.alt;
  full.decoding = 'async';
  // Never smaller than in the page, whatever the file's own size.
  full.style.minWidth = `${Math.round(image.getBoundingClientRect().width)}px`;
  full.src = image.getAttribute('src') ?? image.currentSrc;
  scroller.append(full);
  dialog.append(bar, scroller);
  const inline = image.getBoundingClientRect();
  full.addEventListener('load', () => {
    // Start where the reader tapped.
    if (!at || inline.width === 0) return;
    const fx = (at.x - inline.left) / inline.width;
    const fy = (at.y - inline.top) / inline.height;
    scroller.scrollLeft = fx * full.offsetWidth - scroller.clientWidth / 2;
    scroller.scrollTop = fy * full.offsetHeight - scroller.clientHeight / 2;
  });
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
  return dialog;
}

/** On narrow screens a click on a zoomable image opens the pannable view instead of medium-zoom. */
function onNarrowClick(event: MouseEvent): void {
  if (window.innerWidth >= PAN_VIEW_MAX_WIDTH) return;
  const image = event.target instanceof HTMLImageElement ? event.target : null;
  if (!image || !zoomableImages().includes(image)) return;
  event.stopPropagation();
  event.preventDefault();
  openPanView(image, {x: event.clientX, y: event.clientY});
}

let narrowClicksHandled = false;
function handleNarrowClicks(): void {
  if (narrowClicksHandled) return;
  narrowClicksHandled = true;
  document.addEventListener('click', onNarrowClick, true);
}

/** After a failed load: the first click on an image loads medium-zoom again and opens that image. */
let retryArmed = false;
function retryOnClick(): void {
  if (retryArmed) return;
  retryArmed = true;
  const onClick = (event: MouseEvent) => {
    const image = event.target instanceof HTMLImageElement ? event.target : null;
    if (!image || !zoomableImages().includes(image)) return;
    document.removeEventListener('click', onClick, true);
    retryArmed = false;
    attachImageZoom()
      .then((loaded) => loaded?.open({target: image}))
      .catch(retryOnClick);
  };
  document.addEventListener('click', onClick, true);
}

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = () => {
  handleNarrowClicks();
  window.clearTimeout(timer);
  // After a client navigation the article may still be rendering its second part (src/lib/articleComplete.ts).
  timer = window.setTimeout(() => whenArticleComplete(() => void attachImageZoom().catch(retryOnClick)), ZOOM_DELAY_MS);
};
