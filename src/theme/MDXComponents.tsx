// Wrapped to register the site's global MDX components; this is the one registry writers rely on.
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import MermaidDiagram from '@site/src/components/MermaidDiagram';
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
import {lazyPart} from '@site/src/components/LazyPart';

// The query builder is on one page: its code loads there only, with its own retry if that fails.
const InteractiveQueryBuilder = lazyPart(
  () => import(/* webpackChunkName: "query-builder" */ '@site/src/components/InteractiveQueryBuilder'),
  {what: 'The query builder'},
);

// Tabs, TabItem, DocCardList, ThemedImage, ApiCall, CustomDocCard, Columns and SubtleCallout are not
// registered here: remark-known-components imports them into the pages that use them
// (src/plugins/remark-known-components/onDemand.ts), so other pages do not load them.
export default {
  ...MDXComponents,
  table: ScrollableTable,
  InteractiveQueryBuilder,
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
};
