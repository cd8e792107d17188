import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {DOC_SETS} from '@site/src/lib/docSets';
import Eyebrow from '@site/src/components/Eyebrow';
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

const TASKS = [
  {label: 'Create a project in 5 minutes', to: '/dev-docs/quick-start'},
  {label: 'Filter, sort and paginate with REST', to: '/dev-docs/api/rest/parameters'},
  {label: 'Build a REST query interactively', to: '/dev-docs/api/rest/interactive-query-builder'},
  {label: 'Configure the database', to: '/dev-docs/configurations/database'},
  {label: 'Publish and schedule content', to: '/user-docs/content-manager/saving-and-publishing-content'},
  {label: 'Deploy with Strapi Cloud', to: '/cloud/getting-started/deployment'},
];

/** The reader's start page: paths by role, then common tasks; the doc sets themselves are on `/`. */
export default function Home() {
  return (
    <Layout title="Start here" description="Where to start in the Strapi 4 documentation, by role and by task.">
      <main className={`container ${styles.page}`}>
        <header className={styles.intro} data-decoration="particles" data-particle-profile="sparse">
          <Eyebrow>Docs home</Eyebrow>
          <h1>Start here</h1>
          <p className={styles.lead}>
            Pick the path that matches what you do today. Each one lists, in order, the four pages readers in that role
            open first.
          </p>
        </header>
        <section aria-labelledby="by-role">
          <h2 id="by-role" className={styles.sectionTitle}>
            By role
          </h2>
          <div className={styles.paths}>
            {PATHS.map((path, index) => (
              <section key={path.role} className={styles.path} aria-labelledby={`path-${index}`}>
                <h3 id={`path-${index}`} className={styles.role}>
                  {path.role}
                </h3>
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
        </section>
        <section aria-labelledby="by-task">
          <h2 id="by-task" className={styles.sectionTitle}>
            By task
          </h2>
          <ul className={styles.tasks}>
            {TASKS.map((task) => (
              <li key={task.to}>
                <Link to={task.to}>{task.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <p className={styles.browse}>
          Or browse a whole doc set:{' '}
          {DOC_SETS.map((set, index) => (
            <React.Fragment key={set.id}>
              {index > 0 ? ', ' : null}
              <Link to={set.introPath}>{set.title}</Link>
            </React.Fragment>
          ))}
          .
        </p>
      </main>
    </Layout>
  );
}
