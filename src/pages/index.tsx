import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import DocSetCards from '@site/src/components/DocSetCards';
import SearchLauncher from '@site/src/components/SearchLauncher';
import Eyebrow from '@site/src/components/Eyebrow';
import {stringCustomField} from '@site/src/lib/customFields';
import styles from './index.module.css';
import {STATUS_ROUTE} from '@site/src/lib/routes';

/** The front door: what these docs cover, search first, then the three doc sets. `/home` is the start page by role. */
export default function Landing() {
  const {siteConfig} = useDocusaurusContext();
  const version = stringCustomField(siteConfig.customFields, 'strapiVersion');
  return (
    <Layout title="Strapi 4 documentation" description={siteConfig.tagline}>
      <main>
        <header className={styles.hero} data-decoration="particles" data-particle-profile="calm">
          <div className="container">
            <Eyebrow>Strapi {version}</Eyebrow>
            <h1 className={styles.title}>Strapi 4 documentation</h1>
            <p className={styles.tagline}>
              How to install, configure and deploy a Strapi 4 project, model content and query it over REST or GraphQL,
              customize the back end, edit content in the admin panel, and run projects on Strapi Cloud.
            </p>
            <SearchLauncher />
            <p className={styles.start}>
              <Link className={styles.startLink} to="/home">
                Start here: paths by role and task
              </Link>
            </p>
          </div>
        </header>
        <div className="container">
          <section className={styles.section} aria-labelledby="doc-sets">
            <h2 id="doc-sets" className={styles.sectionTitle}>
              Three doc sets
            </h2>
            <DocSetCards headingLevel={3} />
          </section>
          <section className={styles.scope} aria-labelledby="scope">
            <h2 id="scope" className={styles.sectionTitle}>
              What these docs cover
            </h2>
            <ul className={styles.facts}>
              <li>
                <strong>Strapi {version}</strong> Every page describes this release, and the API examples are checked
                against a real {version} app.
              </li>
              <li>
                <strong>Maintenance until April 2026</strong> Critical fixes only. The{' '}
                <Link to={STATUS_ROUTE}>docs status</Link> page has the details.
              </li>
              <li>
                <strong>Starting a new project?</strong> Read the{' '}
                <Link href="https://docs.strapi.io">latest Strapi docs</Link> instead.
              </li>
            </ul>
          </section>
        </div>
      </main>
    </Layout>
  );
}
