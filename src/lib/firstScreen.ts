/**
 * How many of a page's top-level MDX blocks fill its first screen, estimated from the React elements alone (before
 * anything is rendered), for the article that renders in two parts after a client navigation
 * (src/components/ArticleInParts). The estimate errs towards too many blocks: too few would put the page's footer
 * on the first screen and move it when the rest arrives (the component checks the real height and then renders
 * everything at once, which costs more than not splitting).
 */
import {isValidElement, type ReactNode} from 'react';

export interface Viewport {
  width: number;
  height: number;
}

/** Infima's desktop breakpoint (997 px and wider: sidebar and table of contents beside the article). */
const DESKTOP_MIN_WIDTH = 997;
/** The doc sidebar's width on desktop, and the article's share of what is left beside the table of contents. */
const SIDEBAR_WIDTH = 300;
const ARTICLE_SHARE = 0.75;
/** The widest the doc page grows (Infima's container). */
const MAX_PAGE_WIDTH = 1440;
/** Small on purpose (body text is about 8 px a character and 27 px a line), so the estimate is short, not tall. */
const PX_PER_CHARACTER = 7;
const PX_PER_LINE = 24;
/** The height counted for a block with no text (an image, a card, a diagram) and the margin under every block. */
const EMPTY_BLOCK_LINES = 2;
const BLOCK_MARGIN_LINES = 0.5;
/**
 * The first part is estimated to be this many viewports tall: text the reader cannot see yet (the other tabs of a
 * tab group, a closed `<details>`) counts as height, so one viewport of estimate can be less than one on screen.
 */
const SCREENS = 2;

/** How many characters of body text fit on one line of the article at this viewport width. */
export function charactersPerLine(width: number): number {
  const article =
    width >= DESKTOP_MIN_WIDTH ? (Math.min(width, MAX_PAGE_WIDTH) - SIDEBAR_WIDTH) * ARTICLE_SHARE : width - 32;
  return Math.max(20, Math.floor(article / PX_PER_CHARACTER));
}

/** Lines of text a React node holds: its strings wrapped at `perLine`, a line per line break in code. */
function textLines(node: ReactNode, perLine: number): number {
  if (typeof node === 'string')
    return node
      .split('\n')
      .reduce((lines, line) => lines + (line.trim() === '' ? 0 : Math.ceil(line.length / perLine)), 0);
  if (typeof node === 'number') return 1;
  if (Array.isArray(node))
    return node.reduce<number>((lines, child) => lines + textLines(child as ReactNode, perLine), 0);
  if (isValidElement<{children?: ReactNode}>(node)) return textLines(node.props.children, perLine);
  return 0;
}

/** The estimated height of one top-level block, in px. */
export function blockHeight(block: ReactNode, viewport: Viewport): number {
  if (!isValidElement(block)) return 0; // the line breaks MDX puts between blocks render as nothing visible
  const lines = textLines(block, charactersPerLine(viewport.width));
  return ((lines > 0 ? lines : EMPTY_BLOCK_LINES) + BLOCK_MARGIN_LINES) * PX_PER_LINE;
}

/**
 * The number of leading blocks whose estimated height reaches two viewports: the blocks to render first. All of
 * them when the page is shorter than that.
 */
export function firstScreenBlockCount(blocks: readonly ReactNode[], viewport: Viewport): number {
  let height = 0;
  for (const [index, block] of blocks.entries()) {
    height += blockHeight(block, viewport);
    if (height >= viewport.height * SCREENS) return index + 1;
  }
  return blocks.length;
}
