import React from 'react';
import Layout from '@theme/Layout';
import SearchLauncher from '@site/src/components/SearchLauncher';

export default function SearchPage() {
  return (
    <Layout title="Search" description="Search the Strapi 4 documentation.">
      <main className="container margin-vert--xl">
        <h1>Search the documentation</h1>
        <SearchLauncher id="search-page-input" />
      </main>
    </Layout>
  );
}
