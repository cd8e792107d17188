// Wrapped because the docs table (id, title, description of every doc) left the version data every doc page
// loads (src/plugins/docs-version-split): DocCard, its only reader (`useDocById`), brings it back here.
import React, {useMemo} from 'react';
import {DocsVersionProvider, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';
import versionDocs from '@generated/docusaurus-plugin-content-docs/default/version-docs.json';
import {versionKey} from '@site/src/plugins/docs-version-split/client/versionKeys';

type Props = WrapperProps<typeof DocCardType>;

export default function DocCardWrapper(props: Props) {
  const version = useDocsVersion();
  const docs = versionDocs[versionKey(version.pluginId, version.version)];
  const withDocs = useMemo<PropVersionMetadata>(() => (docs ? {...version, docs} : version), [version, docs]);
  return (
    <DocsVersionProvider version={withDocs}>
      <DocCard {...props} />
    </DocsVersionProvider>
  );
}
