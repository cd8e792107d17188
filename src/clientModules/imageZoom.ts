/**
 * Click-to-zoom for article images with medium-zoom. Images are attached
 * 1000 ms after the first load and after each route change; images of the
 * previous page are detached first, so nothing is ever attached twice.
 * medium-zoom itself loads only on pages with an image to zoom. If its
 * chunk fails to load, the images stay plain images (the article is
 * unaffected) and the first click on one retries the load and zooms it.
 */
import type {Zoom} from 'medium-zoom';
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

/** Attaches zoom to the page's images; medium-zoom is fetched the first time a page has one. */
export async function attachImageZoom(): Promise<Zoom | undefined> {
  const images = zoomableImages();
  if (!zoom && images.length === 0) return undefined;
  if (!zoom) {
    const {default: mediumZoom} = await import(/* webpackChunkName: "image-zoom" */ 'medium-zoom');
    zoom = mediumZoom({scrollOffset: ZOOM_SCROLL_OFFSET, margin: 24, background: zoomBackground()});
    zoom.on('open', () => zoom?.update({background: zoomBackground()}));
  }
  zoom.detach();
  zoom.attach(...images);
  return zoom;
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
  window.clearTimeout(timer);
  timer = window.setTimeout(() => void attachImageZoom().catch(retryOnClick), ZOOM_DELAY_MS);
};
