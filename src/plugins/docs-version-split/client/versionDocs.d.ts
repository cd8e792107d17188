// The JSON that docs-version-split writes (../index.ts, VERSION_DOCS_FILE): the `docs` of each version, by versionKey.
declare module '@generated/docusaurus-plugin-content-docs/default/version-docs.json' {
  import type {PropVersionDocs} from '@docusaurus/plugin-content-docs';

  const versionDocs: Record<string, PropVersionDocs>;
  export default versionDocs;
}
