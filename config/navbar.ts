import type {Navbar} from '@docusaurus/theme-common';
import {DOC_SETS} from '../src/lib/docSets';
import {STATUS_ROUTE} from '../src/lib/routes';
import {LATEST_DOCS_URL, REPOSITORY_URL, STRAPI_VERSION, V3_DOCS_URL} from './site';

/**
 * Each doc set is active on every page under its path, whichever sidebar the
 * page shows (REST and configuration pages show their own sidebars but stay in
 * the Developer Docs); a `doc` item would only match its own sidebar.
 */
const navbar: Omit<Navbar, 'style' | 'hideOnScroll'> & {hideOnScroll: boolean} = {
  title: '',
  hideOnScroll: false,
  logo: {
    alt: 'Strapi 4 Docs',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 172,
    height: 32,
  },
  items: [
    ...DOC_SETS.map((set) => ({
      to: set.introPath,
      label: set.title,
      position: 'left' as const,
      activeBasePath: set.routePrefix,
    })),
    {
      // The version pill is a menu: these docs, the latest docs and the v3 docs.
      type: 'dropdown',
      label: `v${STRAPI_VERSION}`,
      position: 'right',
      className: 'navbar-version',
      items: [
        {to: STATUS_ROUTE, label: `v${STRAPI_VERSION}: these docs (status)`},
        {href: LATEST_DOCS_URL, label: 'Latest Strapi docs (v5)'},
        {href: V3_DOCS_URL, label: 'Strapi 3 docs (unsupported)'},
      ],
    },
    {
      href: REPOSITORY_URL,
      position: 'right',
      className: 'navbar-github-link',
      'aria-label': 'Source repository on GitHub',
      label: 'GitHub',
    },
  ],
};

export default navbar;
