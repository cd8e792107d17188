/**
 * The global MDX components, written once: each name with what it means in
 * Markdown. src/theme/MDXComponents.tsx implements every site entry (its type
 * requires exactly these names), and check:docs, the remark-known-components
 * plugin, the benchmark baseline and the Markdown export (llms-full.txt, the
 * `.md` pages, "Copy page as Markdown") read this table. To add a component:
 * write it, register it in MDXComponents.tsx and add one line here.
 * No Node or React imports: plugins, scripts and tests all read it.
 */

/** The attributes of a tag as written (string values only), and a helper to make a link absolute. */
export interface MarkdownContext {
  attributes: Record<string, string | undefined>;
  /** Resolves a doc link (`../api/rest.md#x`, `/dev-docs/intro`) to an absolute URL. */
  link: (url: string) => string;
  /** The whole source line, for attributes written as JS objects (ThemedImage's `sources`). */
  line: string;
}

export type MarkdownMeaning =
  /** The tags vanish; what they wrap stays. */
  | {kind: 'wrapper'}
  /** Nothing a Markdown reader can use (interactive or generated); the tag vanishes. */
  | {kind: 'omit'}
  /** A line that opens with the tag becomes this Markdown line; null drops the line. */
  | {kind: 'block'; render: (context: MarkdownContext) => string | null}
  /** A self-closing tag inside prose becomes this text; null leaves the tag as written. */
  | {kind: 'inline'; render: (context: MarkdownContext) => string | null};

export interface MdxComponentEntry {
  markdown: MarkdownMeaning;
  /** Registered by the theme's own MDXComponents, not by src/theme/MDXComponents.tsx. */
  fromTheme?: true;
  /** Stock Docusaurus has a theme component of this name (`@theme/<name>`): the benchmark baseline keeps it real. */
  stock?: true;
  /**
   * Not in the global registry (which every doc page loads): remark-known-components imports it into
   * each page or partial that uses it, from `source` (its default export, or `named`).
   */
  onDemand?: {source: string; named?: string};
}

const wrapper: MarkdownMeaning = {kind: 'wrapper'};
const omit: MarkdownMeaning = {kind: 'omit'};
const block = (render: (context: MarkdownContext) => string | null): MarkdownMeaning => ({kind: 'block', render});
const inline = (render: (context: MarkdownContext) => string | null): MarkdownMeaning => ({kind: 'inline', render});
const badge = (text: string): MarkdownMeaning => inline(() => text);
const titled = (label: string) =>
  block(({attributes}) => `**${label}${attributes.title ? `: ${attributes.title}` : ''}**`);

export const MDX_COMPONENTS = {
  Tabs: {markdown: wrapper, stock: true, onDemand: {source: '@theme/Tabs'}},
  TabItem: {
    markdown: block(({attributes}) => `**${attributes.label ?? attributes.value ?? 'Option'}**`),
    stock: true,
    onDemand: {source: '@theme/TabItem'},
  },
  ThemedImage: {
    markdown: block(({attributes, link, line}) => {
      const light = /light:\s*['"]([^'"]+)['"]/.exec(line)?.[1];
      return light ? `![${attributes.alt ?? ''}](${link(light)})` : null;
    }),
    stock: true,
    onDemand: {source: '@site/src/components/ThemedImage'},
  },
  DocCardList: {markdown: omit, stock: true, onDemand: {source: '@theme/DocCardList'}},
  ApiCall: {markdown: wrapper, onDemand: {source: '@site/src/components/ApiCall'}},
  Request: {markdown: titled('Request'), onDemand: {source: '@site/src/components/ApiCall', named: 'Request'}},
  Response: {markdown: titled('Response'), onDemand: {source: '@site/src/components/ApiCall', named: 'Response'}},
  CustomDocCard: {
    markdown: block(({attributes, link}) => {
      const description = attributes.description ? `: ${attributes.description}` : '';
      return `- [${attributes.title ?? ''}](${link(attributes.link ?? '')})${description}`;
    }),
    onDemand: {source: '@site/src/components/CustomDocCard'},
  },
  CustomDocCardsWrapper: {
    markdown: wrapper,
    onDemand: {source: '@site/src/components/CustomDocCard', named: 'CustomDocCardsWrapper'},
  },
  Columns: {markdown: wrapper, onDemand: {source: '@site/src/components/Columns'}},
  Column: {markdown: wrapper, onDemand: {source: '@site/src/components/Columns', named: 'Column'}},
  SubtleCallout: {
    markdown: block(({attributes}) => (attributes.title ? `**${attributes.title}**` : null)),
    onDemand: {source: '@site/src/components/SubtleCallout'},
  },
  InteractiveQueryBuilder: {markdown: omit},
  MermaidDiagram: {markdown: wrapper},
  Badge: {markdown: wrapper},
  NewBadge: {markdown: badge('(New)')},
  UpdatedBadge: {markdown: badge('(Updated)')},
  AlphaBadge: {markdown: badge('(Alpha)')},
  BetaBadge: {markdown: badge('(Beta)')},
  EnterpriseBadge: {markdown: badge('(Enterprise)')},
  CloudDevBadge: {markdown: badge('(Strapi Cloud Developer plan)')},
  CloudProBadge: {markdown: badge('(Strapi Cloud Pro plan)')},
  CloudTeamBadge: {markdown: badge('(Strapi Cloud Team plan)')},
  FeatureFlagBadge: {
    markdown: inline(({attributes}) => (attributes.feature ? `(feature flag: ${attributes.feature})` : null)),
  },
  VersionBadge: {markdown: inline(({attributes}) => (attributes.version ? `(since ${attributes.version})` : null))},
  Head: {markdown: wrapper, fromTheme: true},
  Details: {markdown: wrapper, fromTheme: true},
} as const satisfies Record<string, MdxComponentEntry>;

export type MdxComponentRegistry = Readonly<Record<string, MdxComponentEntry>>;
export type MdxComponentName = keyof typeof MDX_COMPONENTS;
/** The names src/theme/MDXComponents.tsx must implement: every entry the theme does not provide and pages do not import on demand. */
export type SiteMdxComponentName = {
  [Name in MdxComponentName]: (typeof MDX_COMPONENTS)[Name] extends {fromTheme: true} | {onDemand: object}
    ? never
    : Name;
}[MdxComponentName];

/** The components remark-known-components imports into the pages that use them. */
export function onDemandComponents(
  registry: MdxComponentRegistry = MDX_COMPONENTS,
): Map<string, {source: string; named?: string}> {
  return new Map(
    Object.entries(registry).flatMap(([name, entry]) => (entry.onDemand ? [[name, entry.onDemand] as const] : [])),
  );
}

/** Names a page may use without importing them. */
export function knownComponentNames(registry: MdxComponentRegistry = MDX_COMPONENTS): Set<string> {
  return new Set(Object.keys(registry));
}

/** The site's own components (not the theme's and without a stock twin): what the benchmark baseline stubs. */
export function customComponentNames(registry: MdxComponentRegistry = MDX_COMPONENTS): string[] {
  return Object.entries(registry)
    .filter(([, entry]) => !entry.fromTheme && !entry.stock)
    .map(([name]) => name);
}

/** Stock theme components the baseline keeps real. */
export function stockComponentNames(registry: MdxComponentRegistry = MDX_COMPONENTS): string[] {
  return Object.entries(registry)
    .filter(([, entry]) => entry.stock)
    .map(([name]) => name);
}
