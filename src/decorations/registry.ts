/**
 * The decorations a page starts by itself, with `data-decoration="<name>"`
 * (src/clientModules/decorativeScripts.ts) or `startWhenIdle`. Each is a
 * separate chunk, fetched only when a page uses it. The game and the
 * fireworks start on a reader's action instead, imported by their component.
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
  const cancelStart = afterLoadWhenIdle(() => {
    void loaders[name]().then((start) => {
      if (!cancelled && host.isConnected) stop = start(host);
    });
  });
  return () => {
    cancelled = true;
    cancelStart();
    stop?.();
  };
}
