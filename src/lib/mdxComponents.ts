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
  /** The element as written, for attributes written as JS objects (ThemedImage's `sources`). */
  source: string;
}

export type MarkdownMeaning =
  /** The tags vanish; what they wrap stays. */
  | {kind: 'wrapper'}
  /** Nothing a Markdown reader can use (interactive or generated); the tag vanishes. */
  | {kind: 'omit'}
  /** The opening tag becomes this Markdown line (null: no line), followed by what the tags wrap. */
  | {kind: 'block'; render: (context: MarkdownContext) => string | null}
  /** The tag becomes this text, in prose or on a line of its own; null leaves the tag as written. */
  | {kind: 'inline'; render: (context: MarkdownContext) => string | null};

export interface MdxComponentEntry {
  markdown: MarkdownMeaning;
  /** Registered by the theme's own MDXComponents, not by src/theme/MDXComponents.tsx. */
  fromTheme?: true;
  /** Stock Docusaurus has a theme component of this name (`@theme/<name>`): the benchmark baseline keeps it real. */
  stock?: true;
  /** A page that uses it is a hub of cards, which check:docs exempts from the word floor. */
  hub?: true;
}

const wrapper: MarkdownMeaning = {kind: 'wrapper'};
const omit: MarkdownMeaning = {kind: 'omit'};
const block = (render: (context: MarkdownContext) => string | null): MarkdownMeaning => ({kind: 'block', render});
const inline = (render: (context: MarkdownContext) => string | null): MarkdownMeaning => ({kind: 'inline', render});
const badge = (text: string): MarkdownMeaning => inline(() => text);
const titled = (label: string) =>
  block(({attributes}) => `**${label}${attributes.title ? `: ${attributes.title}` : ''}**`);

export const MDX_COMPONENTS = {
  Tabs: {markdown: wrapper, stock: true},
  TabItem: {markdown: block(({attributes}) => `**${attributes.label ?? attributes.value ?? 'Option'}**`), stock: true},
  ThemedImage: {
    markdown: block(({attributes, link, source}) => {
      const light = /light:\s*['"]([^'"]+)['"]/.exec(source)?.[1];
      return light ? `![${attributes.alt ?? ''}](${link(light)})` : null;
    }),
    stock: true,
  },
  DocCardList: {markdown: omit, stock: true, hub: true},
  ApiCall: {markdown: wrapper},
  Request: {markdown: titled('Request')},
  Response: {markdown: titled('Response')},
  ApiOperation: {markdown: wrapper},
  ApiExamples: {markdown: wrapper},
  CustomDocCard: {
    markdown: block(({attributes, link}) => {
      const description = attributes.description ? `: ${attributes.description}` : '';
      return `- [${attributes.title ?? ''}](${link(attributes.link ?? '')})${description}`;
    }),
  },
  CustomDocCardsWrapper: {markdown: wrapper, hub: true},
  Columns: {markdown: wrapper},
  Column: {markdown: wrapper},
  SubtleCallout: {markdown: block(({attributes}) => (attributes.title ? `**${attributes.title}**` : null))},
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

/** Where a page imports an on-demand component from: the module's default export, or `named`. */
export interface OnDemandSource {
  source: string;
  named?: string;
}

/**
 * Components of the table above that stay out of the global registry, which every doc page loads:
 * remark-on-demand-components adds their `import` to each page or partial that uses one, so a page without
 * tabs, cards or API calls loads none of their code. The HTML is the same.
 */
export const ON_DEMAND_COMPONENTS = {
  Tabs: {source: '@theme/Tabs'},
  TabItem: {source: '@theme/TabItem'},
  ThemedImage: {source: '@site/src/components/ThemedImage'},
  DocCardList: {source: '@theme/DocCardList'},
  ApiCall: {source: '@site/src/components/ApiCall'},
  Request: {source: '@site/src/components/ApiCall', named: 'Request'},
  Response: {source: '@site/src/components/ApiCall', named: 'Response'},
  ApiOperation: {source: '@site/src/components/ApiOperation'},
  ApiExamples: {source: '@site/src/components/ApiOperation', named: 'ApiExamples'},
  CustomDocCard: {source: '@site/src/components/CustomDocCard'},
  CustomDocCardsWrapper: {source: '@site/src/components/CustomDocCard', named: 'CustomDocCardsWrapper'},
  Columns: {source: '@site/src/components/Columns'},
  Column: {source: '@site/src/components/Columns', named: 'Column'},
  SubtleCallout: {source: '@site/src/components/SubtleCallout'},
  // In the page's own chunk, loaded before hydration: the first client render matches the server HTML.
  InteractiveQueryBuilder: {source: '@site/src/components/InteractiveQueryBuilder'},
} as const satisfies Partial<Record<MdxComponentName, OnDemandSource>>;

export type MdxComponentRegistry = Readonly<Record<string, MdxComponentEntry>>;
export type MdxComponentName = keyof typeof MDX_COMPONENTS;
/** The names src/theme/MDXComponents.tsx must implement: every entry the theme does not provide and pages do not import on demand. */
export type SiteMdxComponentName = Exclude<
  {
    [Name in MdxComponentName]: (typeof MDX_COMPONENTS)[Name] extends {fromTheme: true} ? never : Name;
  }[MdxComponentName],
  keyof typeof ON_DEMAND_COMPONENTS
>;

/** The on-demand components by name, for remark-on-demand-components. */
export function onDemandComponents(): ReadonlyMap<string, OnDemandSource> {
  return new Map(Object.entries(ON_DEMAND_COMPONENTS));
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
