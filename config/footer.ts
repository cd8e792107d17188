import type {Footer} from '@docusaurus/theme-common';
import {DOC_SETS} from '../src/lib/docSets';
import {STATUS_ROUTE} from '../src/lib/routes';
import {LLMS_FULL_TXT_ROUTE, LLMS_TXT_ROUTE} from '../src/lib/llmsFiles';
import {LATEST_DOCS_URL, STRAPI_VERSION, V3_DOCS_URL} from './site';

const cloud = DOC_SETS.find((set) => set.id === 'cloud');

const footer: Footer = {
  style: 'dark',
  links: [
    {
      title: 'Documentation',
      items: [
        {label: 'Latest Strapi docs (v5)', href: LATEST_DOCS_URL},
        {label: 'Older, unsupported docs (v3)', href: V3_DOCS_URL},
        {label: 'Contributor docs', href: 'https://contributor.strapi.io'},
        {label: 'Docs status', to: STATUS_ROUTE},
      ],
    },
    {
      title: 'For AI tools',
      items: [
        {label: 'llms.txt (page index)', href: `pathname://${LLMS_TXT_ROUTE}`},
        {label: 'llms-full.txt (all pages)', href: `pathname://${LLMS_FULL_TXT_ROUTE}`},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Discord', href: 'https://discord.strapi.io'},
        {label: 'Forum', href: 'https://forum.strapi.io'},
        {label: 'GitHub', href: 'https://github.com/strapi/strapi'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', href: 'https://strapi.io/blog'},
        ...(cloud ? [{label: cloud.title, to: cloud.introPath}] : []),
      ],
    },
  ],
  copyright: `Documentation for Strapi ${STRAPI_VERSION}. Built with Docusaurus.`,
};

export default footer;
