import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import DocSetCards from '@site/src/components/DocSetCards';
import styles from './home.module.css';

const PATHS = [
  {
    role: 'I build the back end',
    steps: [
      {label: 'Install Strapi with the CLI', to: '/dev-docs/installation/cli'},
      {label: 'Understand the project structure', to: '/dev-docs/project-structure'},
      {label: 'Model content types', to: '/dev-docs/backend-customization/models'},
      {label: 'Add routes, policies and controllers', to: '/dev-docs/backend-customization'},
    ],
  },
  {
    role: 'I build the front end',
    steps: [
      {label: 'Call the REST API', to: '/dev-docs/api/rest'},
      {label: 'Populate relations and media', to: '/dev-docs/api/rest/populate-select'},
      {label: 'Query with GraphQL', to: '/dev-docs/api/graphql'},
      {label: 'Pick your framework', to: '/dev-docs/integrations'},
    ],
  },
  {
    role: 'I edit content',
    steps: [
      {label: 'Find your way in the admin panel', to: '/user-docs/getting-started/user-guide-fundamentals'},
      {label: 'Write content', to: '/user-docs/content-manager/writing-content'},
      {label: 'Upload and organize media', to: '/user-docs/media-library/adding-assets'},
      {label: 'Group changes in releases', to: '/user-docs/releases/introduction'},
    ],
  },
  {
    role: 'I run Strapi in production',
    steps: [
      {label: 'Prepare a deployment', to: '/dev-docs/deployment'},
      {label: 'Put a reverse proxy in front', to: '/dev-docs/deployment/nginx-proxy'},
      {label: 'Move data between environments', to: '/dev-docs/data-management/transfer'},
      {label: 'Update to a newer 4.x release', to: '/dev-docs/update-version'},
    ],
  },
];

export default function Home() {
  return (
    <Layout title="Docs home" description="Where to start in the Strapi 4 documentation, by role and by task.">
      <main className="container margin-vert--xl">
        <h1>Docs home</h1>
        <p className={styles.lead}>
          Pick the path that matches what you do today. Each one lists the four pages most readers in that role open
          first.
        </p>
        <div className={styles.paths}>
          {PATHS.map((path) => (
            <section key={path.role} className={styles.path} aria-labelledby={`path-${path.role}`}>
              <h2 id={`path-${path.role}`} className={styles.role}>
                {path.role}
              </h2>
              <ol>
                {path.steps.map((step) => (
                  <li key={step.to}>
                    <Link to={step.to}>{step.label}</Link>
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
        <h2 className={styles.sets}>All documentation sets</h2>
        <DocSetCards headingLevel={3} />
      </main>
    </Layout>
  );
}
