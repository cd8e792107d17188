import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

interface DocSet {
  title: string;
  audience: string;
  description: string;
  to: string;
  links: {label: string; to: string}[];
}

export const DOC_SETS: DocSet[] = [
  {
    title: 'Developer Docs',
    audience: 'For developers',
    description: 'Install Strapi, model content, query it over REST or GraphQL, customize the back end and build plugins.',
    to: '/dev-docs/intro',
    links: [
      {label: 'Quick start', to: '/dev-docs/quick-start'},
      {label: 'REST API', to: '/dev-docs/api/rest'},
      {label: 'Configuration', to: '/dev-docs/configurations'},
      {label: 'Deployment', to: '/dev-docs/deployment'},
    ],
  },
  {
    title: 'User Guide',
    audience: 'For editors and administrators',
    description: 'Write and publish content, manage media, set up roles and permissions in the admin panel.',
    to: '/user-docs/intro',
    links: [
      {label: 'Writing content', to: '/user-docs/content-manager/writing-content'},
      {label: 'Content-type Builder', to: '/user-docs/content-type-builder'},
      {label: 'Media Library', to: '/user-docs/media-library'},
      {label: 'Roles & permissions', to: '/user-docs/users-roles-permissions'},
    ],
  },
  {
    title: 'Strapi Cloud',
    audience: 'For Cloud customers',
    description: 'Deploy a project to Strapi Cloud, manage its settings, deployments, billing and collaborators.',
    to: '/cloud/intro',
    links: [
      {label: 'Deploy a project', to: '/cloud/getting-started/deployment'},
      {label: 'Cloud CLI', to: '/cloud/cli/cloud-cli'},
      {label: 'Project settings', to: '/cloud/projects/settings'},
      {label: 'Usage & billing', to: '/cloud/getting-started/usage-billing'},
    ],
  },
];

/** The three doc sets, each with a short description and its most-read pages. */
export default function DocSetCards({headingLevel = 2}: {headingLevel?: 2 | 3}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.grid}>
      {DOC_SETS.map((set) => (
        <section key={set.to} className={styles.card} aria-labelledby={`docset-${set.to.split('/')[1]}`}>
          <p className={styles.audience}>{set.audience}</p>
          <Heading id={`docset-${set.to.split('/')[1]}`} className={styles.title}>
            <Link to={set.to}>{set.title}</Link>
          </Heading>
          <p className={styles.description}>{set.description}</p>
          <ul className={styles.links}>
            {set.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
