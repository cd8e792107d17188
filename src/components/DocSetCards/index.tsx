import React from 'react';
import Link from '@docusaurus/Link';
import {DOC_SETS, type DocSet} from '@site/src/lib/docSets';
import styles from './styles.module.css';

/** What each card adds to the doc-set table: a short description and the most-read pages. */
const CARD_CONTENT: Record<DocSet['id'], {description: string; links: {label: string; to: string}[]}> = {
  'dev-docs': {
    description:
      'Install Strapi, model content, query it over REST or GraphQL, customize the back end and build plugins.',
    links: [
      {label: 'Quick start', to: '/dev-docs/quick-start'},
      {label: 'REST API', to: '/dev-docs/api/rest'},
      {label: 'Configuration', to: '/dev-docs/configurations'},
      {label: 'Deployment', to: '/dev-docs/deployment'},
    ],
  },
  'user-docs': {
    description: 'Write and publish content, manage media, set up roles and permissions in the admin panel.',
    links: [
      {label: 'Writing content', to: '/user-docs/content-manager/writing-content'},
      {label: 'Content-type Builder', to: '/user-docs/content-type-builder'},
      {label: 'Media Library', to: '/user-docs/media-library'},
      {label: 'Roles & permissions', to: '/user-docs/users-roles-permissions'},
    ],
  },
  cloud: {
    description: 'Deploy a project to Strapi Cloud, manage its settings, deployments, billing and collaborators.',
    links: [
      {label: 'Deploy a project', to: '/cloud/getting-started/deployment'},
      {label: 'Cloud CLI', to: '/cloud/cli/cloud-cli'},
      {label: 'Project settings', to: '/cloud/projects/settings'},
      {label: 'Usage & billing', to: '/cloud/getting-started/usage-billing'},
    ],
  },
};

/** The three doc sets, each with a short description and its most-read pages. */
export default function DocSetCards({headingLevel = 2}: {headingLevel?: 2 | 3}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.grid}>
      {DOC_SETS.map((set) => (
        <section key={set.id} className={styles.card} aria-labelledby={`docset-${set.id}`}>
          <p className={styles.audience}>{set.audience}</p>
          <Heading id={`docset-${set.id}`} className={styles.title}>
            <Link to={set.introPath}>{set.title}</Link>
          </Heading>
          <p className={styles.description}>{CARD_CONTENT[set.id].description}</p>
          <ul className={styles.links}>
            {CARD_CONTENT[set.id].links.map((link) => (
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
