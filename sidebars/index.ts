import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import devDocsSidebar from './devDocsSidebar';
import devDocsConfigSidebar from './devDocsConfigSidebar';
import restApiSidebar from './restApiSidebar';
import userDocsSidebar from './userDocsSidebar';
import cloudSidebar from './cloudSidebar';

/** The five sidebars of the site; each lives in its own file beside this one. */
const sidebars: SidebarsConfig = {
  devDocsSidebar,
  userDocsSidebar,
  cloudSidebar,
  restApiSidebar,
  devDocsConfigSidebar,
};

export default sidebars;
