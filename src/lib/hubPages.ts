import {STATUS_ROUTE} from './routes';

/**
 * What a hub page is, written once. A hub is an overview whose job is to send
 * the reader on to the pages of its area, as a set of cards: in a page's
 * source, a component the MDX registry (src/lib/mdxComponents.ts) marks `hub`;
 * in the built HTML, what those components render. check:docs exempts hubs from
 * the prose floor, the e2e content test asks them for an introduction instead,
 * and search ranks the hubs listed here below the pages they point to.
 */

/** Whether using this MDX component makes a page a hub: the registry's `hub` flag. */
export function isHubComponent(name: string, registry: Readonly<Record<string, {hub?: true}>>): boolean {
  return registry[name]?.hub === true;
}

/** What the hub components render: CustomDocCardsWrapper's `data-hub-cards`, DocCardList's `cardContainer` cards. */
const HUB_CARDS_IN_HTML = /data-hub-cards|class="?[^" >]*\bcardContainer/;

/** Whether a built page holds hub cards. */
export function hasHubCards(html: string): boolean {
  return HUB_CARDS_IN_HTML.test(html);
}

/**
 * The hubs search ranks below the pages they point to, reviewed by reading
 * each page (a page with a few cards beside its own reference is not one).
 * Each is a hub of cards (tests/unit/hubPages.test.ts checks it), except the
 * status page, which sends the reader to the three doc sets with links.
 */
export const HUB_PAGES: ReadonlySet<string> = new Set([
  '/dev-docs/intro',
  '/dev-docs/configurations',
  '/dev-docs/configurations/guides',
  '/dev-docs/customization',
  '/dev-docs/backend-customization',
  '/dev-docs/backend-customization/examples',
  '/dev-docs/api/content-api',
  '/dev-docs/api/rest/guides/intro',
  '/dev-docs/setup-deployment',
  '/dev-docs/deployment/hosting-guides',
  '/dev-docs/deployment/optional-software-guides',
  '/dev-docs/installation',
  '/dev-docs/integrations',
  '/dev-docs/plugins',
  '/dev-docs/data-management',
  '/user-docs/intro',
  '/user-docs/plugins',
  '/user-docs/settings/introduction',
  '/cloud/intro',
  STATUS_ROUTE,
]);
