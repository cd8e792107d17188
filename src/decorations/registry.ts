/** Decorations are separate chunks, fetched only when a page uses one. */
export type StopDecoration = () => void;
export type StartDecoration = (host: HTMLElement) => StopDecoration;

const loaders = {
  particles: () => import('./particles').then((m) => m.startParticles),
  fireworks: () => import('./fireworks').then((m) => m.startFireworks),
  ball: () => import('./ball').then((m) => m.startBall),
  bar: () => import('./bar').then((m) => m.startBar),
  game: () => import('./game').then((m) => m.startGame),
} satisfies Record<string, () => Promise<StartDecoration>>;

export type DecorationName = keyof typeof loaders;

export function isDecorationName(name: string): name is DecorationName {
  return Object.prototype.hasOwnProperty.call(loaders, name);
}

export function loadDecoration(name: DecorationName): Promise<StartDecoration> {
  return loaders[name]();
}
