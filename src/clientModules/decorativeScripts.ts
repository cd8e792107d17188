/**
 * Decorative animations (particles, fireworks, ball, bar, game) are the
 * site's own code. They load only where a page asks for one with a
 * `data-decoration` attribute, only after the browser is idle, and never on a
 * slow or data-saving connection or when the reader prefers reduced motion.
 */
import type {ClientModule} from '@docusaurus/types';
import {decorationsAllowed, type DecorationEnvironment} from '../decorations/policy';
import {loadDecoration, isDecorationName} from '../decorations/registry';

const active = new Map<Element, () => void>();

function environment(): DecorationEnvironment {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return {
    effectiveType: connection?.effectiveType,
    saveData: connection?.saveData,
    prefersReducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  };
}

function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, {timeout: 4000});
  else setTimeout(callback, 2000);
}

async function startDecorations(): Promise<void> {
  if (!decorationsAllowed(environment())) return;
  for (const element of Array.from(document.querySelectorAll<HTMLElement>('[data-decoration]'))) {
    const name = element.dataset.decoration;
    if (!name || !isDecorationName(name) || active.has(element)) continue;
    const start = await loadDecoration(name);
    if (element.isConnected) active.set(element, start(element));
  }
}

function stopDetached(): void {
  for (const [element, stop] of active) {
    if (!element.isConnected) {
      stop();
      active.delete(element);
    }
  }
}

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = () => {
  stopDetached();
  if (document.readyState === 'complete') whenIdle(() => void startDecorations());
  else window.addEventListener('load', () => whenIdle(() => void startDecorations()), {once: true});
};
