/**
 * `npx tsx scripts/bench/navigation-focus-probe.ts [--rounds N] [--paragraphs N]`: what the theme's
 * skip-to-content focus after a client navigation costs, and whether `focus({preventScroll: true})` would
 * avoid it. On a synthetic page (a skip region like the theme's, then N paragraphs), each round rebuilds the
 * paragraphs, lets a task pass, dirties the layout with one text change (as a new route's commit does) and
 * times the focus the theme does (tabindex -1, focus, remove tabindex) in three modes, interleaved:
 * `plain` (the theme's call), `preventScroll` (the same with the option), `clean` (plain, but after a forced
 * layout, as a focus moved after the frame would find it). `layoutAfter` is a forced layout just after the
 * focus: 0 means the focus itself laid the page out. Medians; the load average before and after.
 */
import {loadavg} from 'node:os';
import {launchBrowser, round} from './measure';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

const rounds = option('--rounds', 40);
const paragraphs = option('--paragraphs', 3000);
function median(values: number[]): number {
  return values.slice().sort((a, b) => a - b)[values.length >> 1] ?? NaN;
}

const load = () => round(loadavg()[0] ?? NaN, 1);

async function main(): Promise<void> {
const loadBefore = load();
const browser = await launchBrowser();
const page = await browser.newPage();
await page.setContent(
  '<div id="skip" role="region" aria-label="Skip"><a href="#main">Skip</a></div><main id="main"></main>',
);
const result = await page.evaluate(
  async ({rounds, paragraphs}) => {
    const main = document.getElementById('main') as HTMLElement;
    const skip = document.getElementById('skip') as HTMLElement;
    const modes = ['plain', 'preventScroll', 'clean'] as const;
    const times = {
      plain: {focus: [] as number[], layoutAfter: [] as number[]},
      preventScroll: {focus: [] as number[], layoutAfter: [] as number[]},
      clean: {focus: [] as number[], layoutAfter: [] as number[]},
    };
    for (let r = 0; r < rounds; r += 1) {
      for (const mode of modes) {
        main.replaceChildren();
        for (let j = 0; j < paragraphs; j += 1) {
          const p = document.createElement('p');
          p.textContent = `${'word '.repeat(30)}${j}`;
          main.append(p);
        }
        (document.activeElement as HTMLElement | null)?.blur();
        await new Promise((resolve) => setTimeout(resolve, 0));
        (main.firstElementChild as HTMLElement).textContent += ' changed';
        if (mode === 'clean') void document.body.offsetHeight;
        const start = performance.now();
        skip.setAttribute('tabindex', '-1');
        skip.focus(mode === 'preventScroll' ? {preventScroll: true} : undefined);
        const focused = document.activeElement === skip;
        skip.removeAttribute('tabindex');
        const focusEnd = performance.now();
        void document.body.offsetHeight;
        const layoutEnd = performance.now();
        if (!focused) throw new Error(`${mode}: the skip region did not take focus`);
        times[mode].focus.push(focusEnd - start);
        times[mode].layoutAfter.push(layoutEnd - focusEnd);
      }
    }
    return times;
  },
  {rounds, paragraphs},
);
await browser.close();
console.log(`rounds ${rounds}, paragraphs ${paragraphs}, load ${loadBefore} → ${load()}`);
for (const [mode, t] of Object.entries(result)) {
  console.log(`${mode.padEnd(14)} focus ${round(median(t.focus), 1)} ms, forced layout after it ${round(median(t.layoutAfter), 1)} ms`);
}
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
