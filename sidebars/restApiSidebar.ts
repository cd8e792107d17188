import type {SidebarConfig} from './types';
import {badge, titled} from './badges';
import {BACK_TO_DEV_DOCS} from './backLink';
/** Written by `npm run openapi:generate`: one page per tag of openapi.json. */
import referencePages from '../openapi/pages.json';

/**
 * Shown on REST API pages (front matter `displayed_sidebar: restApiSidebar`).
 * One entry per page, labelled like the page's title; the headings of each
 * page are in its table of contents, not repeated here.
 */
const restApiSidebar: SidebarConfig = [
  BACK_TO_DEV_DOCS,
  {
    type: 'category',
    label: 'REST API',
    link: {type: 'doc', id: 'dev-docs/api/rest'},
    collapsible: false,
    items: [
      titled('dev-docs/api/rest/parameters', 'REST API parameters'),
      titled('dev-docs/api/rest/populate-select', 'Populate and field selection'),
      titled('dev-docs/api/rest/filters-locale-publication', 'Filters, locale and publication state'),
      titled('dev-docs/api/rest/sort-pagination', 'Sort and pagination'),
      titled('dev-docs/api/rest/relations', 'Managing relations'),
      badge('dev-docs/api/rest/interactive-query-builder', 'new'),
      {
        type: 'category',
        label: 'API reference',
        link: {type: 'doc', id: 'dev-docs/api/rest/api-reference'},
        collapsed: true,
        items: referencePages,
      },
      {
        type: 'category',
        label: 'REST API guides',
        link: {type: 'doc', id: 'dev-docs/api/rest/guides/intro'},
        collapsed: false,
        items: ['dev-docs/api/rest/guides/understanding-populate', 'dev-docs/api/rest/guides/populate-creator-fields'],
      },
    ],
  },
];

export default restApiSidebar;
