/**
 * Click-to-zoom for article images with medium-zoom. Images are attached
 * 1000 ms after the first load and after each route change; images of the
 * previous page are detached first, so nothing is ever attached twice.
 */
import mediumZoom, {type Zoom} from 'medium-zoom';
import type {ClientModule} from '@docusaurus/types';

export const ZOOM_DELAY_MS = 1000;
export const ZOOM_SCROLL_OFFSET = 40;
/** Article images, except those inside links and those opted out with `.no-zoom`. */
export const ZOOM_SELECTOR = 'article .markdown img:not(.no-zoom)';

let zoom: Zoom | undefined;
let timer: number | undefined;

export function zoomBackground(): string {
  return document.documentElement.dataset.theme === 'dark' ? 'rgba(20, 20, 31, 0.96)' : '#ffffff';
}

export function zoomableImages(root: ParentNode = document): HTMLImageElement[] {
  return Array.from(root.querySelectorAll<HTMLImageElement>(ZOOM_SELECTOR)).filter((img) => !img.closest('a'));
}

export function attachImageZoom(): Zoom {
  if (!zoom) {
    zoom = mediumZoom({scrollOffset: ZOOM_SCROLL_OFFSET, margin: 24, background: zoomBackground()});
    zoom.on('open', () => zoom?.update({background: zoomBackground()}));
  }
  zoom.detach();
  zoom.attach(...zoomableImages());
  return zoom;
}

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = () => {
  window.clearTimeout(timer);
  timer = window.setTimeout(attachImageZoom, ZOOM_DELAY_MS);
};
