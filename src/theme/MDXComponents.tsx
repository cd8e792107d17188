// Wrapped to register the site's global MDX components, the ones src/lib/mdxComponents.ts names.
import type {JSXElementConstructor} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import MermaidDiagram from '@site/src/components/MermaidDiagram';
import ArticleInParts from '@site/src/components/ArticleInParts';
import {
  Badge,
  NewBadge,
  UpdatedBadge,
  AlphaBadge,
  BetaBadge,
  EnterpriseBadge,
  CloudDevBadge,
  CloudProBadge,
  CloudTeamBadge,
  FeatureFlagBadge,
  VersionBadge,
} from '@site/src/components/Badges';
import type {SiteMdxComponentName} from '@site/src/lib/mdxComponents';

/**
 * Exactly the site entries of src/lib/mdxComponents.ts that are not imported on demand (Tabs, ApiCall,
 * cards, columns…: remark-known-components imports those into the pages that use them, so other pages do
 * not load them): a missing or extra name fails the typecheck.
 */
const siteComponents = {
  MermaidDiagram,
  Badge,
  NewBadge,
  UpdatedBadge,
  AlphaBadge,
  BetaBadge,
  EnterpriseBadge,
  CloudDevBadge,
  CloudProBadge,
  CloudTeamBadge,
  FeatureFlagBadge,
  VersionBadge,
} satisfies Record<SiteMdxComponentName, JSXElementConstructor<never>>;

export default {
  ...MDXComponents,
  wrapper: ArticleInParts,
  table: ScrollableTable,
  ...siteComponents,
};
