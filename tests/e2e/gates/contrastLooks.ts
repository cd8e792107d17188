/**
 * Which text elements of a page still need axe's `color-contrast` rule.
 *
 * The rule is most of the page gate's cost (see pages.spec.ts), and most of
 * what it checks on page 200 was already checked on pages 1–199: the same
 * sidebar links, the same body text on the same background. axe judges a text
 * element by its "look": its foreground (colour, text fill and stroke, text
 * shadow, opacity down the ancestor chain), its background (the colours,
 * images, filters and blend modes of the boxes behind it), its size and weight
 * (large text has a lower threshold) and the theme. Two elements with the
 * same look get the same verdict, so each look is checked once per worker.
 *
 * Where the DOM chain does not describe what is behind the text, the element
 * is always checked: text overlapped by an absolutely, fixed or sticky
 * positioned box that is neither its ancestor nor its descendant (and that
 * paints: visible, opacity above 0), and text on
 * a background image (the look records the image, so a new image is a new
 * look, but the part of the image behind the text can differ).
 *
 * `markContrastCandidates` runs in the page: it marks the elements to check
 * with `data-axe-contrast="check"` and their other element children with
 * `data-axe-contrast="skip"` (axe keeps the deepest of include and exclude, so
 * a marked grandchild is still checked), and returns the new looks. The
 * caller passes the looks it has seen, adds the returned ones once axe ran,
 * and calls `clearContrastMarks` before anything else reads the page.
 */
import type {Page} from '@playwright/test';

export const CHECK = '[data-axe-contrast="check"]';
export const SKIP = '[data-axe-contrast="skip"]';
export const LINK = '[data-axe-link="check"]';

export interface Candidates {
  /** Looks of the marked elements that were not in `seen` (the forced ones included). */
  looks: string[];
  /** Elements marked for the contrast rule. */
  marked: number;
  /** Visible text elements on the page. */
  total: number;
  /** Links marked for `link-in-text-block`. */
  links: number;
  /** Links in a block of text (the ones axe's `link-in-text-block` applies to). */
  totalLinks: number;
}

export async function markContrastCandidates(page: Page, seen: Set<string>, exclude: string[]): Promise<Candidates> {
  return page.evaluate(
    ({seen, exclude}) => {
      const known = new Set(seen);
      const theme = document.documentElement.getAttribute('data-theme') ?? '';
      const excluded = exclude.join(',');
      const layers = new Map<Element, string>();

      /** What a box contributes to the look of the text inside it; '' when nothing. */
      function layer(element: Element): string {
        const cached = layers.get(element);
        if (cached !== undefined) return cached;
        const style = getComputedStyle(element);
        const parts: string[] = [];
        if (style.backgroundColor !== 'rgba(0, 0, 0, 0)') parts.push(`bg ${style.backgroundColor}`);
        if (style.backgroundImage !== 'none') parts.push(`img ${style.backgroundImage}`);
        if (style.opacity !== '1') parts.push(`op ${style.opacity}`);
        if (style.filter !== 'none') parts.push(`filter ${style.filter}`);
        if (style.backdropFilter && style.backdropFilter !== 'none') parts.push(`backdrop ${style.backdropFilter}`);
        if (style.mixBlendMode !== 'normal') parts.push(`blend ${style.mixBlendMode}`);
        if (style.visibility !== 'visible') parts.push(`vis ${style.visibility}`);
        for (const which of ['::before', '::after']) {
          const pseudo = getComputedStyle(element, which);
          if (pseudo.content === 'none' || pseudo.content === 'normal') continue;
          const paint = [pseudo.backgroundColor, pseudo.backgroundImage, pseudo.opacity].join(' ');
          if (paint !== 'rgba(0, 0, 0, 0) none 1') parts.push(`${which} ${paint}`);
        }
        const result = parts.join(';');
        layers.set(element, result);
        return result;
      }

      /** The look of a text element: its own text styles, then each non-empty layer up to the root. */
      function look(element: Element): string {
        const style = getComputedStyle(element);
        const own = [
          theme,
          style.color,
          style.webkitTextFillColor,
          style.webkitTextStrokeWidth,
          style.webkitTextStrokeColor,
          style.textShadow,
          style.fontSize,
          style.fontWeight,
        ].join(' ');
        const chain: string[] = [];
        for (let box: Element | null = element; box; box = box.parentElement) {
          const part = layer(box);
          if (part) chain.push(part);
        }
        return `${own} | ${chain.join(' > ')}`;
      }

      // A positioned box that paints nothing (a closed menu's backdrop or dropdown: hidden, or opacity 0) hides
      // nothing; counting it would force every text element under the full-window backdrop.
      const positioned = Array.from(document.querySelectorAll('body *')).filter((element) => {
        const style = getComputedStyle(element);
        const position = style.position;
        if (style.visibility !== 'visible' || style.opacity === '0') return false;
        return position === 'absolute' || position === 'fixed' || position === 'sticky';
      });
      const boxes = positioned
        .map((element) => ({element, rect: element.getBoundingClientRect()}))
        .filter(({rect}) => rect.width > 0 && rect.height > 0);
      function overlapped(element: Element, rect: DOMRect): boolean {
        return boxes.some(
          (box) =>
            !box.element.contains(element) &&
            !element.contains(box.element) &&
            box.rect.left < rect.right &&
            rect.left < box.rect.right &&
            box.rect.top < rect.bottom &&
            rect.top < box.rect.bottom,
        );
      }

      const isText = (element: Element) =>
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement ||
        Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());

      /**
       * `link-in-text-block` judges a link against its nearest block ancestor: the colours of both (text and
       * background), and whether a border, outline, background image, font, weight, style, size or text
       * decoration sets the link apart (axe-core 4.13 linkInTextBlockEvaluate, elementIsDistinct).
       */
      const blockLike = ['block', 'list-item', 'table', 'flex', 'grid', 'inline-block'];
      const isBlock = (element: Element) => {
        const display = getComputedStyle(element).display;
        return blockLike.includes(display) || display.startsWith('table-');
      };
      const blockOf = (link: Element) => {
        let block: Element | null = link.parentElement;
        while (block && !isBlock(block)) block = block.parentElement;
        return block;
      };
      function linkLook(link: Element, block: Element | null): string {
        const text = (element: Element | null) => {
          if (!element) return 'none';
          const style = getComputedStyle(element);
          return [
            style.color,
            style.webkitTextFillColor,
            style.webkitTextStrokeWidth,
            style.webkitTextStrokeColor,
            style.textShadow,
            style.fontFamily,
            style.fontWeight,
            style.fontStyle,
            style.fontSize,
            style.textDecoration,
            style.textDecorationLine,
            style.textDecorationStyle,
          ].join(' ');
        };
        const style = getComputedStyle(link);
        const edges = ['borderTop', 'borderBottom', 'outline'] as const;
        const own = [
          isBlock(link) ? 'block' : 'inline',
          link.getAttribute('role') ?? '',
          ...edges.map((edge) => [style[`${edge}Style`], style[`${edge}Width`], style[`${edge}Color`]].join(' ')),
          getComputedStyle(link, '::before').content,
          getComputedStyle(link, '::after').content,
        ].join(' ');
        const chain = (element: Element | null) => {
          const parts: string[] = [];
          for (let box = element; box; box = box.parentElement) {
            const part = layer(box);
            if (part) parts.push(part);
          }
          return parts.join(' > ');
        };
        return `link ${theme} ${own} | ${text(link)} | ${chain(link)} || ${text(block)} | ${chain(block)}`;
      }

      const marked = new Set<Element>();
      const looks = new Set<string>();
      let total = 0;
      for (const element of Array.from(document.querySelectorAll('body *'))) {
        if (element.closest('script, style, template, noscript')) continue;
        if (excluded && element.closest(excluded)) continue;
        if (!isText(element)) continue;
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) continue;
        total += 1;
        const seenLook = look(element);
        const forced = seenLook.includes('img ') || overlapped(element, rect);
        if (!forced && known.has(seenLook)) continue;
        marked.add(element);
        if (!forced) known.add(seenLook);
        looks.add(seenLook);
      }

      // The links axe's own rule applies to (its selector and matches: text, visible on screen, in a block of
      // text), with axe set up outside a run so that its helpers can be called; the light run injected it.
      const axe = (
        window as unknown as {
          axe: {
            setup: () => unknown;
            teardown: () => void;
            utils: {getNodeFromTree: (node: Element) => unknown};
            _audit: {rules: {id: string; selector: string; matches: (node: Element, virtual: unknown) => boolean}[]};
          };
        }
      ).axe;
      const linkRule = axe._audit.rules.find((rule) => rule.id === 'link-in-text-block');
      if (!linkRule) throw new Error('axe has no link-in-text-block rule');
      const links = new Set<Element>();
      let totalLinks = 0;
      axe.setup();
      try {
        for (const link of Array.from(document.querySelectorAll(linkRule.selector))) {
          if (excluded && link.closest(excluded)) continue;
          if (!linkRule.matches(link, axe.utils.getNodeFromTree(link))) continue;
          totalLinks += 1;
          // axe reads the background of the link and of its block from what is painted at their place.
          const block = blockOf(link);
          const seenLook = linkLook(link, block);
          const forced =
            seenLook.includes('img ') ||
            overlapped(link, link.getBoundingClientRect()) ||
            (block !== null && overlapped(block, block.getBoundingClientRect()));
          if (!forced && known.has(seenLook)) continue;
          links.add(link);
          if (!forced) known.add(seenLook);
          looks.add(seenLook);
        }
      } finally {
        axe.teardown();
      }

      for (const element of marked) {
        element.setAttribute('data-axe-contrast', 'check');
        for (const child of Array.from(element.children))
          if (!marked.has(child) && !links.has(child)) child.setAttribute('data-axe-contrast', 'skip');
      }
      for (const link of links) link.setAttribute('data-axe-link', 'check');
      return {looks: [...looks], marked: marked.size, total, links: links.size, totalLinks};
    },
    {seen: [...seen], exclude},
  );
}

export async function clearContrastMarks(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of Array.from(document.querySelectorAll('[data-axe-contrast], [data-axe-link]'))) {
      element.removeAttribute('data-axe-contrast');
      element.removeAttribute('data-axe-link');
    }
  });
}
