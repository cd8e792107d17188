/**
 * The decorations a page starts by itself, with `data-decoration="<name>"`
 * (src/clientModules/decorativeScripts.ts) or `startWhenIdle`. Each is a
 * separate chunk, fetched only when a page uses it. The game and the
 * fireworks start on a reader's action instead, imported by their component.
 *
 * The registry also says when it has settled for the page, on <html>:
 * `data-decorations="pending"` from a route's first render, `"settled"` once
 * the page has loaded, the browser has been idle (when decorations start) and
 * no decoration is between its decision and its start. Tests wait for it to
 * know that a decoration that was going to start has started.
 */
import {decorationsAllowedHere} from './policy';

export type StopDecoration = () => void;
type StartDecoration = (host: HTMLElement) => StopDecoration;

const loaders = {
  particles: () => import(/* webpackChunkName: "decoration-particles" */ './particles').then((m) => m.startParticles),
  ball: () => import(/* webpackChunkName: "decoration-ball" */ './ball').then((m) => m.startBall),
  bar: () => import(/* webpackChunkName: "decoration-bar" */ './bar').then((m) => m.startBar),
} satisfies Record<string, () => Promise<StartDecoration>>;

export type DecorationName = keyof typeof loaders;

export function isDecorationName(name: string): name is DecorationName {
  return Object.prototype.hasOwnProperty.call(loaders, name);
}

/** Decorations decided on and not yet started (their chunk is loading or the browser not yet idle). */
let starting = 0;
/** Whether the current route has loaded and the browser has been idle since. */
let routeIdle = false;
let cancelRouteIdle: () => void = () => undefined;

function showState(): void {
  document.documentElement.dataset.decorations = routeIdle && starting === 0 ? 'settled' : 'pending';
}

/** Counts one decoration as on its way; the function returned says it has started, failed or been cancelled. */
function beginStart(): () => void {
  starting += 1;
  showState();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    starting -= 1;
    showState();
  };
}

/** Counts the decoration `start` starts as on its way until `start` settles (the fireworks, src/components/PageFeedback). */
export function whileStarting<T>(start: Promise<T>): Promise<T> {
  return start.finally(beginStart());
}

/** A new route has rendered: the registry is pending until it is loaded and idle (src/clientModules/decorativeScripts.ts). */
export function routeRendered(): void {
  cancelRouteIdle();
  routeIdle = false;
  showState();
  cancelRouteIdle = afterLoadWhenIdle(() => {
    routeIdle = true;
    showState();
  });
}

/** Runs `callback` once the page has loaded and the browser is idle; returns a cancel function. */
function afterLoadWhenIdle(callback: () => void): () => void {
  // Safari has no idle callbacks: a plain delay instead.
  const idleCallbacks = typeof window.requestIdleCallback === 'function';
  let cancelled = false;
  let idle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    idle = idleCallbacks ? window.requestIdleCallback(callback, {timeout: 4000}) : window.setTimeout(callback, 2000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, {once: true});
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (idleCallbacks) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * Starts decoration `name` in `host` after the page has loaded and the
 * browser is idle, unless the reader's connection or motion preference rules
 * decorations out. Returns the function that stops it (or cancels the start).
 */
export function startWhenIdle(name: DecorationName, host: HTMLElement): StopDecoration {
  if (!decorationsAllowedHere()) return () => undefined;
  let stop: StopDecoration | undefined;
  let cancelled = false;
  const endStart = beginStart();
  const cancelStart = afterLoadWhenIdle(() => {
    loaders[name]()
      .then((start) => {
        if (!cancelled && host.isConnected) stop = start(host);
      })
      .catch(() => undefined) // Decorative: without its chunk the page simply goes without.
      .finally(endStart);
  });
  return () => {
    cancelled = true;
    cancelStart();
    endStart();
    stop?.();
  };
}
