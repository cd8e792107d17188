import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import DocSetCards from '@site/src/components/DocSetCards';
import SearchLauncher from '@site/src/components/SearchLauncher';
import styles from './index.module.css';

const QUICK_LINKS = [
  {label: 'Create a project in 5 minutes', to: '/dev-docs/quick-start'},
  {label: 'Filter, sort and paginate with REST', to: '/dev-docs/api/rest/parameters'},
  {label: 'Build a REST query interactively', to: '/dev-docs/api/rest/interactive-query-builder'},
  {label: 'Configure the database', to: '/dev-docs/configurations/database'},
  {label: 'Publish and schedule content', to: '/user-docs/content-manager/saving-and-publishing-content'},
  {label: 'Deploy with Strapi Cloud', to: '/cloud/getting-started/deployment'},
];

export default function Landing() {
  const {siteConfig} = useDocusaurusContext();
  const version = String(siteConfig.customFields?.strapiVersion ?? '');
  return (
    <Layout title="Strapi 4 documentation" description={siteConfig.tagline}>
      <main>
        <header className={styles.hero} data-decoration="particles" data-particle-profile="calm">
          <div className="container">
            <p className={styles.eyebrow}>Strapi {version}</p>
            <h1 className={styles.title}>Strapi 4 documentation</h1>
            <p className={styles.tagline}>
              Everything you need to build, run and edit content with Strapi 4: developer guides and references,
              the admin-panel user guide, and Strapi Cloud.
            </p>
            <SearchLauncher />
          </div>
        </header>
        <div className="container">
          <section className={styles.section} aria-labelledby="doc-sets">
            <h2 id="doc-sets" className="sr-only">
              Documentation sets
            </h2>
            <DocSetCards />
          </section>
          <section className={styles.section} aria-labelledby="quick-links">
            <h2 id="quick-links">Quick links</h2>
            <ul className={styles.quickLinks}>
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
            <p className={styles.more}>
              New here? The <Link to="/home">docs home</Link> suggests where to start by role, and the{' '}
              <Link to="/status">docs status</Link> page explains how long these v4 docs are maintained.
            </p>
          </section>
        </div>
      </main>
    </Layout>
  );
}
