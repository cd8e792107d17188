// Wrapped so that a doc page loads only its own sidebar: the docs plugin's version data no longer carries
// the sidebars (src/plugins/docs-version-split); this gives the theme the one the page's route loaded.
import React, {useMemo} from 'react';
import {matchPath, useLocation} from '@docusaurus/router';
import {DocsVersionProvider, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import DocRoot from '@theme-original/DocRoot';
import type DocRootType from '@theme/DocRoot';
import type {WrapperProps} from '@docusaurus/types';
import {loadedSidebar} from '@site/src/plugins/docs-version-split/client/sidebarStore';
import {sidebarKey} from '@site/src/plugins/docs-version-split/client/versionKeys';

type Props = WrapperProps<typeof DocRootType>;

export default function DocRootWrapper(props: Props) {
  const version = useDocsVersion();
  const {pathname} = useLocation();
  const matched: unknown = props.route.routes?.find((route) => matchPath(pathname, route))?.sidebar;
  const sidebarName = typeof matched === 'string' ? matched : undefined;
  const key = sidebarName === undefined ? undefined : sidebarKey(version.pluginId, version.version, sidebarName);
  const items = key === undefined ? undefined : loadedSidebar(key);
  const withSidebar = useMemo<PropVersionMetadata>(
    () =>
      sidebarName === undefined || items === undefined
        ? version
        : {...version, docsSidebars: {...version.docsSidebars, [sidebarName]: items}},
    [version, sidebarName, items],
  );
  // Docusaurus evaluates every module of the matched routes before it renders (server, hydration and
  // client navigation alike), so a missing sidebar is a wiring mistake, never a load still under way.
  if (key !== undefined && items === undefined) throw new Error(`The module of sidebar ${key} was not loaded.`);
  return (
    <DocsVersionProvider version={withSidebar}>
      <DocRoot {...props} />
    </DocsVersionProvider>
  );
}
