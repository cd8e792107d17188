import type {Navbar} from '@docusaurus/theme-common';
import {REPOSITORY_URL, STRAPI_VERSION} from './site';

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
    {type: 'doc', docId: 'dev-docs/intro', label: 'Developer Docs', position: 'left', sidebarId: 'devDocsSidebar'},
    {type: 'doc', docId: 'user-docs/intro', label: 'User Guide', position: 'left', sidebarId: 'userDocsSidebar'},
    {type: 'doc', docId: 'cloud/intro', label: 'Strapi Cloud', position: 'left', sidebarId: 'cloudSidebar'},
    {
      type: 'html',
      position: 'right',
      value: `<span class="navbar-version" title="These docs describe Strapi ${STRAPI_VERSION}">v${STRAPI_VERSION}</span>`,
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
