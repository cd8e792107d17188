/**
 * Starts the decorations that pages ask for with `data-decoration` (the
 * particles behind the landing and start pages' headings, the reading-progress
 * bar of pages whose front matter says `decoration: progress`), after the
 * browser is idle and never on a slow or data-saving connection or when the
 * reader prefers reduced motion (src/decorations/registry.ts); stops them when
 * their element leaves the page.
 */
import type {ClientModule} from '@docusaurus/types';
import {isDecorationName, routeRendered, startWhenIdle} from '../decorations/registry';

const active = new Map<Element, () => void>();

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = () => {
  routeRendered();
  for (const [element, stop] of active) {
    if (!element.isConnected) {
      stop();
      active.delete(element);
    }
  }
  for (const element of Array.from(document.querySelectorAll<HTMLElement>('[data-decoration]'))) {
    const name = element.dataset.decoration;
    if (!name || !isDecorationName(name) || active.has(element)) continue;
    active.set(element, startWhenIdle(name, element));
  }
};
