import {SEARCH_PAGE_ROUTE} from '../../src/lib/routes';

/** The pages `npm run bench` measures (and `npm run bench:weight`, with a REST API page). */
export const BENCH_PAGES = {
  landing: '/',
  mainDoc: '/dev-docs/intro',
  plainDoc: '/dev-docs/faq',
  mermaid: '/dev-docs/deployment/amazon-aws',
  liveCode: '/snippets/writing-components',
  search: SEARCH_PAGE_ROUTE,
};
