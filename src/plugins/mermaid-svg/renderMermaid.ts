/**
 * Draws Mermaid diagrams to SVG at build time, in the light ("default") and
 * dark themes the site used to draw in the browser, with the same Mermaid
 * build. Mermaid lays text out with the browser's font metrics, so it runs in
 * a real browser: Debian's Chromium, driven by playwright-core (see the
 * ARCHITECTURE.md's "Diagrams" section for the measurement behind this choice).
 *
 * One browser serves the whole build (two tabs, each its own Mermaid
 * instance); it closes itself after a short idle time so the build can exit.
 * Results are cached on disk by content hash, so a rebuild renders only the
 * diagrams that changed. The production build also keeps each drawing in
 * ./drawings/, committed with the docs: a build from a fresh checkout (or with
 * the caches off) then starts no browser at all unless a diagram changed, which
 * took 30+ s of a 77 s cold build (bench/build-time.md). A drawing is only ever
 * read back for the exact source, Mermaid version and drawing format it was
 * drawn from (its file name is their hash), and an invalid diagram never has one,
 * so the build still fails on it.
 *
 * A diagram's markup depends on its source only, not on what the tab drew
 * before or in which order the build asks (so the output of two builds is the
 * same, and drawing may start whenever): each drawing runs with Math.random
 * seeded from the diagram's hash (Mermaid's shapes draw curves through random
 * control points), and the numbers Mermaid gives sequence-diagram actors from a
 * counter that lives as long as the tab are renumbered from 0 per diagram.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {CHROMIUM_ARGS, chromiumPath} from '../../lib/chromium';

export interface RenderedDiagram {
  /** SVG drawn with Mermaid's `default` theme. */
  light: string;
  /** SVG drawn with Mermaid's `dark` theme. */
  dark: string;
  /** What a screen reader announces: the diagram's accTitle/accDescr, or its kind and every label in order. */
  label: string;
}

/** A diagram Mermaid cannot parse; `line` is the 1-based line inside the diagram, when Mermaid says it. */
export class MermaidSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
  ) {
    super(message);
    this.name = 'MermaidSyntaxError';
  }
}

const THEMES = {light: 'default', dark: 'dark'} as const;
const ROOT = path.resolve(__dirname, '../../..');
const MERMAID_SCRIPT = require.resolve('mermaid/dist/mermaid.min.js');
const MERMAID_VERSION = (
  JSON.parse(readFileSync(path.join(path.dirname(MERMAID_SCRIPT), '../package.json'), 'utf8')) as {version: string}
).version;
/** Part of each diagram's hash, hence of its SVG ids: changing it changes every diagram page's HTML. */
const RENDER_FORMAT = 3;
/** Bump when the drawings change but not the ids, to invalidate cached diagrams (2: seeded, actors renumbered). */
const CACHE_FORMAT = 2;
const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/mermaid-svg');
/** The committed drawings of the docs' diagrams (see the top of this file). */
export const DRAWINGS_DIR = path.join(__dirname, 'drawings');
/** Long enough to bridge the pauses between pages while Rspack compiles; the docs plugin's postBuild closes it at once. */
const IDLE_CLOSE_MS = 10_000;
/** How long a browser started ahead (prewarmMermaidRenderer) waits for its first diagram before it closes. */
const PREWARM_CLOSE_MS = 120_000;
const TABS = 2;
/** The text styles a diagram inherits in a doc page (Infima's base font and line height), so labels measure the same. */
const PAGE_HTML = `<!doctype html><html><head><style>
html{font-size:100%;-webkit-font-smoothing:antialiased}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;line-height:1.65;font-size:16px}
</style></head><body></body></html>`;

export function diagramHash(source: string): string {
  return createHash('sha256').update(`${MERMAID_VERSION}\n${RENDER_FORMAT}\n${source}`).digest('hex').slice(0, 16);
}

function cacheEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.MERMAID_SVG_CACHE !== 'false' && env.DOCUSAURUS_NO_PERSISTENT_CACHE !== 'true';
}

/** The seed of Math.random for drawing the diagram of `hash` in `mode`: a 32-bit number from the hash. */
export function drawingSeed(hash: string, mode: 'light' | 'dark'): number {
  return Number.parseInt(createHash('sha256').update(`${hash}\n${mode}`).digest('hex').slice(0, 8), 16);
}

/**
 * Numbers a sequence diagram's actors from 0 in their order: Mermaid takes them from a counter its module
 * keeps for the tab's lifetime (`actor12`, `actor12_popup`, `root-12`), so they would say how many actors
 * the tab drew before. Other diagrams are returned as they are.
 */
export function renumberSequenceActors(svg: string): string {
  if (!/aria-roledescription="sequence"/.test(svg)) return svg;
  const numbers = [
    ...new Set([...svg.matchAll(/\b(?:actor|root-)(\d+)(?!\d)/g)].map((match) => Number(match[1]))),
  ].sort((a, b) => a - b);
  const renumbered = new Map(numbers.map((number, index) => [number, index]));
  return svg.replace(
    /\b(actor|root-)(\d+)(?!\d)/g,
    (_, prefix: string, number: string) => `${prefix}${renumbered.get(Number(number))}`,
  );
}

/** Parses Mermaid's "Parse error on line N" (and "Lexical error on line N") into N. */
export function errorLine(message: string): number | undefined {
  const match = /error on line (\d+)/i.exec(message);
  return match ? Number(match[1]) : undefined;
}

interface Pool {
  browser: Browser;
  tabs: Page[];
  free: Page[];
  waiting: Array<(page: Page) => void>;
}

const STATE = Symbol.for('strapi-docs.mermaid-svg.renderer');

interface RendererState {
  /** What this process drew, printed when the browser closes: the build-time cost of diagrams. */
  drawn: {diagrams: number; cached: number; committed: number; kept: number; ms: number; launchMs: number};
  pool: Promise<Pool> | undefined;
  prewarmed: boolean;
  busy: number;
  idleTimer: NodeJS.Timeout | undefined;
  inFlight: Map<string, Promise<RenderedDiagram>>;
  /** The client and server compilations both compile each page: the second one gets the first one's drawing. */
  drawnThisProcess: Map<string, RenderedDiagram>;
}

/**
 * One renderer per process: Docusaurus loads the config (which imports the remark plugin) and each plugin file
 * with jiti, fresh, so this module is evaluated more than once; the mermaid-svg plugin's postBuild must close the
 * browser the remark plugin started, and report what it drew.
 */
const state: RendererState = ((globalThis as {[STATE]?: RendererState})[STATE] ??= {
  drawn: {diagrams: 0, cached: 0, committed: 0, kept: 0, ms: 0, launchMs: 0},
  pool: undefined,
  prewarmed: false,
  busy: 0,
  idleTimer: undefined,
  inFlight: new Map(),
  drawnThisProcess: new Map(),
});
const {drawn, inFlight, drawnThisProcess} = state;

function keepDrawing(fileName: string, diagram: RenderedDiagram): void {
  mkdirSync(DRAWINGS_DIR, {recursive: true});
  writeFileSync(path.join(DRAWINGS_DIR, fileName), `${JSON.stringify(diagram)}\n`);
  drawn.kept += 1;
}

async function launch(): Promise<Pool> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new Error(
      `Mermaid diagrams are drawn at build time with Chromium, and ${executablePath} does not exist. ` +
        "Install it with `npm run test:setup` (Debian's chromium package through apt-get), or point CHROME_PATH at a Chromium or Chrome binary.",
    );
  }
  const started = performance.now();
  const {chromium} = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath,
    args: [...CHROMIUM_ARGS, '--font-render-hinting=none'],
  });
  const tabs = await Promise.all(
    Array.from({length: TABS}, async () => {
      const page = await browser.newPage();
      await page.setContent(PAGE_HTML);
      await page.addScriptTag({path: MERMAID_SCRIPT});
      return page;
    }),
  );
  drawn.launchMs += performance.now() - started;
  return {browser, tabs, free: [...tabs], waiting: []};
}

function scheduleClose(delay = IDLE_CLOSE_MS): void {
  clearTimeout(state.idleTimer);
  state.idleTimer = setTimeout(() => {
    if (state.busy === 0) void closeMermaidRenderer();
  }, delay);
}

/**
 * Whether every diagram will probably come without drawing (committed drawings, or a warm rebuild's cache): then
 * nothing is started ahead. A diagram that needs drawing after all starts the browser when it is reached.
 */
function drawingsLookKnown(): boolean {
  const count = (dir: string) => {
    try {
      return readdirSync(dir).filter((name) => name.endsWith(`-${CACHE_FORMAT}.json`)).length;
    } catch {
      return 0;
    }
  };
  return count(DRAWINGS_DIR) > 0 || (cacheEnabled() && count(CACHE_DIR) > 0);
}

/**
 * Starts the browser and loads Mermaid into its tabs now, while the build does other work, so the first
 * diagram does not wait for it. Does nothing when a browser is already up or the disk cache holds drawings.
 * Closes the browser if no diagram comes within PREWARM_CLOSE_MS.
 */
export function prewarmMermaidRenderer(): void {
  if (state.pool || state.prewarmed || drawingsLookKnown()) return;
  state.prewarmed = true;
  state.pool = launch();
  state.pool.then(
    () => {
      if (state.busy === 0 && drawn.diagrams === 0) scheduleClose(PREWARM_CLOSE_MS);
    },
    () => {
      // A failed start is reported by the first diagram that needs the browser (withTab launches again).
      state.pool = undefined;
    },
  );
}

/** Closes the browser now (the renderer relaunches it if asked to draw again). */
export async function closeMermaidRenderer(): Promise<void> {
  clearTimeout(state.idleTimer);
  const current = state.pool;
  state.pool = undefined;
  if (current) await (await current.catch(() => undefined))?.browser.close().catch(() => undefined);
  const used = drawn.diagrams + drawn.cached + drawn.committed;
  if ((current || used > 0) && process.env.MERMAID_SVG_QUIET !== 'true') {
    console.log(
      `[mermaid-svg] drew ${drawn.diagrams} diagram(s) in ${((drawn.ms + drawn.launchMs) / 1000).toFixed(1)} s ` +
        `(Chromium start ${(drawn.launchMs / 1000).toFixed(1)} s); ${drawn.cached} from cache, ` +
        `${drawn.committed} from src/plugins/mermaid-svg/drawings, ${drawn.kept} new drawing(s) written there`,
    );
  }
  // Each line reports what happened since the last one (the benchmark adds the lines up).
  Object.assign(drawn, {diagrams: 0, cached: 0, committed: 0, kept: 0, ms: 0, launchMs: 0});
}

async function withTab<T>(task: (page: Page) => Promise<T>): Promise<T> {
  state.busy += 1;
  clearTimeout(state.idleTimer);
  try {
    state.pool ??= launch();
    const current = await state.pool.catch((error: unknown) => {
      state.pool = undefined;
      throw error;
    });
    const page = current.free.pop() ?? (await new Promise<Page>((resolve) => current.waiting.push(resolve)));
    try {
      return await task(page);
    } finally {
      const next = current.waiting.shift();
      if (next) next(page);
      else current.free.push(page);
    }
  } finally {
    state.busy -= 1;
    if (state.busy === 0) scheduleClose();
  }
}

interface BrowserResult {
  error?: string;
  light?: string;
  dark?: string;
  label?: string;
}

/** Runs in the browser tab: parse, draw in both themes, collect the text a screen reader needs. */
async function drawInTab(
  page: Page,
  source: string,
  id: string,
  seeds: {light: number; dark: number},
): Promise<BrowserResult> {
  return page.evaluate(
    async ({source, id, themes, seeds}) => {
      type MermaidApi = {
        initialize: (config: Record<string, unknown>) => void;
        parse: (text: string) => Promise<unknown>;
        render: (id: string, text: string) => Promise<{svg: string}>;
      };
      const mermaid = (window as unknown as {mermaid: MermaidApi}).mermaid;
      try {
        mermaid.initialize({startOnLoad: false, theme: themes.light});
        await mermaid.parse(source);
      } catch (error) {
        return {error: error instanceof Error ? error.message : String(error)};
      }
      const result: {light?: string; dark?: string; label?: string} = {};
      const random = Math.random;
      for (const mode of ['light', 'dark'] as const) {
        mermaid.initialize({startOnLoad: false, theme: themes[mode]});
        // mulberry32, seeded per diagram and theme (an anonymous function: see the note on tsx below).
        let state = seeds[mode] >>> 0;
        Math.random = function () {
          state = (state + 0x6d2b79f5) >>> 0;
          let t = state;
          t = Math.imul(t ^ (t >>> 15), t | 1);
          t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
          return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
        };
        const domId = `${id}-${mode}`;
        try {
          result[mode] = (await mermaid.render(domId, source)).svg;
        } catch (error) {
          document.querySelector(`#d${domId}`)?.remove();
          return {error: error instanceof Error ? error.message : String(error)};
        } finally {
          Math.random = random;
        }
      }
      const holder = document.createElement('div');
      holder.innerHTML = result.light ?? '';
      const svg = holder.querySelector('svg');
      const title = svg?.querySelector(':scope > title')?.textContent?.trim();
      const desc = svg?.querySelector(':scope > desc')?.textContent?.trim();
      if (title || desc) {
        result.label = [title, desc].filter(Boolean).join('. ');
      } else {
        // Shapes' labels first, then the labels on the lines between them, each once.
        const texts: string[] = [];
        const elements = Array.from(holder.querySelectorAll('foreignObject, text')).filter(
          (element) => !element.parentElement?.closest('foreignObject, text'),
        );
        // (No named helper functions in here: tsx would wrap them in a __name() the page does not have.)
        const shapes = elements.filter((element) => !element.closest('.edgeLabels, .edgeLabel'));
        const edges = elements.filter((element) => element.closest('.edgeLabels, .edgeLabel'));
        for (const element of [...shapes, ...edges]) {
          const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
          if (text && !texts.includes(text)) texts.push(text);
        }
        const kind = (svg?.getAttribute('aria-roledescription') ?? 'diagram')
          .replace(/-v\d+$/, '')
          .replace(/Diagram$/i, '');
        result.label = `${kind.charAt(0).toUpperCase()}${kind.slice(1)} diagram: ${texts.join(', ')}`;
      }
      return result;
    },
    {source, id, themes: THEMES, seeds},
  );
}

/** Draws a diagram in the browser, without looking at any cache (renderMermaid is what the build calls). */
export async function drawUncached(source: string, hash = diagramHash(source)): Promise<RenderedDiagram> {
  const result = await withTab(async (page) => {
    const started = performance.now();
    const seeds = {light: drawingSeed(hash, 'light'), dark: drawingSeed(hash, 'dark')};
    const drawnInTab = await drawInTab(page, source, `mermaid-${hash}`, seeds);
    drawn.ms += performance.now() - started;
    drawn.diagrams += 1;
    return drawnInTab;
  });
  if (result.error !== undefined || !result.light || !result.dark) {
    const message = result.error ?? 'Mermaid produced no SVG';
    throw new MermaidSyntaxError(message, errorLine(message));
  }
  return {
    light: renumberSequenceActors(result.light),
    dark: renumberSequenceActors(result.dark),
    label: result.label ?? 'Diagram',
  };
}

/** The file name of a diagram's drawing, in the cache and in ./drawings/. */
export function drawingFileName(hash: string): string {
  return `${hash}-${CACHE_FORMAT}.json`;
}

function readDrawing(file: string): RenderedDiagram | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const drawing = JSON.parse(readFileSync(file, 'utf8')) as Partial<RenderedDiagram>;
    if (typeof drawing.light === 'string' && typeof drawing.dark === 'string' && typeof drawing.label === 'string')
      return {light: drawing.light, dark: drawing.dark, label: drawing.label};
  } catch {
    // A truncated file: the diagram is drawn again.
  }
  return undefined;
}

/** The site's docs: the diagrams of files in there are the ones whose drawings are kept in ./drawings/. */
export const DOCS_DIR = path.join(ROOT, 'docs');

/**
 * The diagram drawn in both themes. Throws MermaidSyntaxError for an invalid
 * diagram, and a plain Error when Chromium cannot be started. `keep`: write a
 * new drawing to ./drawings/ (the production build, for diagrams of the docs).
 */
export async function renderMermaid(source: string, {keep = false}: {keep?: boolean} = {}): Promise<RenderedDiagram> {
  const hash = diagramHash(source);
  const fileName = drawingFileName(hash);
  const known = drawnThisProcess.get(hash);
  if (known) {
    if (keep && !existsSync(path.join(DRAWINGS_DIR, fileName))) keepDrawing(fileName, known);
    return known;
  }
  const committed = readDrawing(path.join(DRAWINGS_DIR, fileName));
  if (committed) {
    drawnThisProcess.set(hash, committed);
    drawn.committed += 1;
    return committed;
  }
  const cacheFile = path.join(CACHE_DIR, fileName);
  const useCache = cacheEnabled();
  const cached = useCache ? readDrawing(cacheFile) : undefined;
  if (cached) {
    drawnThisProcess.set(hash, cached);
    drawn.cached += 1;
    if (keep) keepDrawing(fileName, cached);
    return cached;
  }
  let pending = inFlight.get(hash);
  if (!pending) {
    pending = drawUncached(source, hash).then((diagram) => {
      drawnThisProcess.set(hash, diagram);
      if (useCache) {
        mkdirSync(CACHE_DIR, {recursive: true});
        writeFileSync(cacheFile, JSON.stringify(diagram));
      }
      if (keep) keepDrawing(fileName, diagram);
      return diagram;
    });
    inFlight.set(hash, pending);
    void pending.catch(() => undefined).finally(() => inFlight.delete(hash));
  }
  return pending;
}
