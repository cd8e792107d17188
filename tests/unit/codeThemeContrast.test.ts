/**
 * Every token colour of the code themes keeps WCAG AA contrast (4.5:1) on the
 * code background and on a highlighted line, in light and dark. The
 * accessibility gate leaves code tokens to this test: checking thousands of
 * token spans page by page with axe would take minutes, and their colours
 * come from these two themes only.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../config/prismThemes';

type Rgb = [number, number, number];

function parseColour(value: string): Rgb {
  const hex = /^#([0-9a-f]{6})$/i.exec(value.trim())?.[1];
  if (hex) return [parseInt(hex.slice(0, 2), 16), parseInt(hex.slice(2, 4), 16), parseInt(hex.slice(4, 6), 16)];
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/i.exec(value.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`cannot read colour ${value}`);
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The highlighted-line background of custom.css (an rgba) laid over the code background. */
function highlightedLine(css: string, selector: ':root' | "[data-theme='dark']", background: Rgb): Rgb {
  const block = css.slice(css.indexOf(`${selector} {`));
  const match = /--docusaurus-highlighted-code-line-bg:\s*rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)/.exec(block);
  assert.ok(match, `no highlighted-line colour under ${selector}`);
  const [, red, green, blue, opacity] = match;
  const alpha = Number(opacity);
  const over = (channel: string | undefined, under: number) =>
    Math.round(Number(channel) * alpha + under * (1 - alpha));
  return [over(red, background[0]), over(green, background[1]), over(blue, background[2])];
}

const css = readFileSync(path.resolve(__dirname, '../../src/css/custom.css'), 'utf8');

for (const [name, theme, selector] of [
  ['light', lightCodeTheme, ':root'],
  ['dark', darkCodeTheme, "[data-theme='dark']"],
] as Array<[string, PrismTheme, ':root' | "[data-theme='dark']"]>) {
  test(`${name} code theme: every token colour has 4.5:1 on the code and highlighted-line backgrounds`, () => {
    const background = parseColour(theme.plain.backgroundColor ?? '');
    const backgrounds = [background, highlightedLine(css, selector, background)];
    const colours = [
      theme.plain.color ?? '',
      ...theme.styles.map((entry) => entry.style.color).filter((colour): colour is string => Boolean(colour)),
    ];
    const failing = colours.flatMap((colour) =>
      backgrounds.map((bg) => ({colour, ratio: contrast(parseColour(colour), bg)})).filter(({ratio}) => ratio < 4.5),
    );
    assert.deepEqual(failing, []);
    assert.ok(
      theme.styles.every((entry) => entry.style.opacity === undefined),
      'no token is faded with opacity',
    );
  });
}
