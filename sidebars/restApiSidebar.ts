import type {SidebarConfig} from './types';

/** Shown on REST API pages (front matter `displayed_sidebar: restApiSidebar`). */
const rest = (anchor: string, label: string) =>
  ({type: 'link', label, href: `/dev-docs/api/rest/${anchor}`}) as const;

const restApiSidebar: SidebarConfig = [
  {type: 'link', label: '⬅️ Back to Dev Docs content', href: '/dev-docs/intro'},
  {
    type: 'category',
    label: 'REST API',
    link: {type: 'doc', id: 'dev-docs/api/rest'},
    collapsible: false,
    items: [
      {
        type: 'category',
        label: 'Endpoints and basic requests',
        link: {type: 'doc', id: 'dev-docs/api/rest'},
        items: [
          {type: 'link', label: 'Endpoints', href: '/dev-docs/api/rest#endpoints'},
          {type: 'link', label: 'Get entries', href: '/dev-docs/api/rest#get-entries'},
          {type: 'link', label: 'Get an entry', href: '/dev-docs/api/rest#get-an-entry'},
          {type: 'link', label: 'Create an entry', href: '/dev-docs/api/rest#create-an-entry'},
          {type: 'link', label: 'Update an entry', href: '/dev-docs/api/rest#update-an-entry'},
          {type: 'link', label: 'Delete an entry', href: '/dev-docs/api/rest#delete-an-entry'},
        ],
      },
      {type: 'doc', id: 'dev-docs/api/rest/interactive-query-builder', label: '✨ Interactive Query Builder'},
      'dev-docs/api/rest/parameters',
      {
        type: 'category',
        label: 'Populate and Select',
        link: {type: 'doc', id: 'dev-docs/api/rest/populate-select'},
        items: [
          rest('populate-select#field-selection', 'Field selection'),
          rest('populate-select#populate-relations-and-media-fields', 'Populate relations & media fields'),
          rest('populate-select#populate-components-and-dynamic-zones', 'Populate components & dynamic zones'),
          rest('populate-select#populate-createdby-and-updatedby', 'Populating createdBy and updatedBy'),
          rest('populate-select#combine-populate-with-other-operators', 'Combining populate with other operators'),
        ],
      },
      {
        type: 'category',
        label: 'Filters, Locale, Publication State',
        link: {type: 'doc', id: 'dev-docs/api/rest/filters-locale-publication'},
        items: [
          rest('filters-locale-publication#filtering', 'Filtering'),
          rest('filters-locale-publication#complex-filtering', 'Complex filtering'),
          rest('filters-locale-publication#deep-filtering', 'Deep filtering'),
          rest('filters-locale-publication#locale', 'Locale'),
          rest('filters-locale-publication#publication-state', 'Publication state'),
        ],
      },
      {
        type: 'category',
        label: 'Sort and Pagination',
        link: {type: 'doc', id: 'dev-docs/api/rest/sort-pagination'},
        items: [
          rest('sort-pagination#sorting', 'Sorting'),
          rest('sort-pagination#pagination', 'Pagination'),
          rest('sort-pagination#pagination-by-page', 'Pagination by page'),
          rest('sort-pagination#pagination-by-offset', 'Pagination by offset'),
        ],
      },
      {
        type: 'category',
        label: 'Relations',
        link: {type: 'doc', id: 'dev-docs/api/rest/relations'},
        items: [
          rest('relations#connect', 'connect'),
          rest('relations#disconnect', 'disconnect'),
          rest('relations#set', 'set'),
        ],
      },
      {
        type: 'category',
        label: 'Guides',
        link: {type: 'doc', id: 'dev-docs/api/rest/guides/intro'},
        items: ['dev-docs/api/rest/guides/understanding-populate', 'dev-docs/api/rest/guides/populate-creator-fields'],
      },
    ],
  },
];

export default restApiSidebar;
