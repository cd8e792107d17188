import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import navbar from './config/navbar';
import footer from './config/footer';
import {darkCodeTheme, lightCodeTheme} from './config/prismThemes';
import remarkKnownComponents from './src/plugins/remark-known-components';
import remarkOnDemandComponents from './src/plugins/remark-on-demand-components';
import remarkMermaidSvg from './src/plugins/mermaid-svg/remarkMermaidSvg';
import remarkWriterChecks from './src/plugins/remark-writer-checks';
import {parseFrontMatter} from './src/lib/parseFrontMatter-fs';
import {SITE_ADMONITIONS} from './src/lib/admonitions';
import {ADDITIONAL_LANGUAGES} from './src/lib/prismSlim/additionalLanguages';
import {thirdPartyScripts} from './config/thirdParty';
import {NO_JAVASCRIPT_STYLE} from './src/lib/noJavaScript';
import {SNIPPETS_ROUTE} from './src/lib/routes';
import {searchSetup} from './config/search';
import {lastUpdateWarning, readGitHistory} from './src/lib/gitHistory-fs';
import {
  ANNOUNCEMENT_ID,
  DOCS_SOURCE,
  EDIT_URL,
  LATEST_DOCS_URL,
  REPOSITORY_URL,
  SITE_TITLE,
  SITE_URL,
  STRAPI_VERSION,
} from './config/site';

/**
 * Broken links, markdown links and anchors fail the build. Writers previewing
 * an unfinished draft may set DOCS_BROKEN_LINKS=warn; CI never does.
 */
const brokenLinks = process.env.DOCS_BROKEN_LINKS === 'warn' ? 'warn' : 'throw';

/** Local search by default; a Typesense cluster when its variables are set (see config/search.ts). */
const search = searchSetup(process.env);

/**
 * Production builds draw Mermaid diagrams to SVG at build time (src/plugins/mermaid-svg),
 * so no page loads Mermaid; the dev server keeps theme-mermaid's in-browser rendering.
 */
const diagramsAtBuild = process.env.NODE_ENV === 'production';

/**
 * "Last updated" dates come from git (the last commit of each page's file). Without full
 * history (a shallow CI clone) they would be wrong, so they are turned off with a warning.
 */
const lastUpdateProblem = lastUpdateWarning(readGitHistory(__dirname));
if (lastUpdateProblem) console.warn(`[WARNING] ${lastUpdateProblem}`);

const config: Config = {
  title: SITE_TITLE,
  tagline: `Guides and references for Strapi ${STRAPI_VERSION}, the open-source headless CMS`,
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  // The site is served at '/': the base-URL warning banner would only add an inline script the CSP must allow.
  baseUrlIssueBanner: false,
  trailingSlash: false,
  titleDelimiter: '|',
  noIndex: false,
  onBrokenLinks: brokenLinks,
  onBrokenAnchors: brokenLinks,
  onDuplicateRoutes: 'warn',
  customFields: {strapiVersion: STRAPI_VERSION, repositoryUrl: REPOSITORY_URL},

  future: {
    v4: {removeLegacyPostBuildHeadAttribute: true},
    faster: true,
    // Read git history once for the whole repository (faster.gitEagerVcs) instead of one `git log` per page.
    experimental_vcs: lastUpdateProblem === null,
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  markdown: {
    mermaid: !diagramsAtBuild,
    // Refuses a file that is not UTF-8 and YAML aliases, with file and line, before Docusaurus parses the front matter.
    parseFrontMatter,
    hooks: {onBrokenMarkdownLinks: brokenLinks, onBrokenMarkdownImages: 'throw'},
  },

  presets: [
    [
      // preset-classic, with the docs plugin's version data loaded only by the pages that use it.
      './src/plugins/docs-version-split/preset.ts',
      {
        docs: {
          ...DOCS_SOURCE,
          // Imports the tabs, cards, API calls… a page uses (src/lib/mdxComponents.ts, ON_DEMAND_COMPONENTS), and
          // highlights its code fences at build time (Prism is imported only by pages with live code).
          beforeDefaultRemarkPlugins: [remarkOnDemandComponents],
          editUrl: EDIT_URL,
          lastVersion: 'current',
          versions: {current: {label: 'Next', path: ''}},
          showLastUpdateTime: lastUpdateProblem === null,
          admonitions: {keywords: [...SITE_ADMONITIONS], extendDefaults: true},
          remarkPlugins: [remarkKnownComponents, remarkWriterChecks, [remarkMermaidSvg, {enabled: diagramsAtBuild}]],
        },
        blog: false,
        pages: {},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: 'weekly', priority: 0.5, ignorePatterns: [`${SNIPPETS_ROUTE}/**`, '/tags/**']},
        gtag: undefined,
      } satisfies Preset.Options,
    ],
  ],

  themes: [
    ...(diagramsAtBuild ? [] : ['@docusaurus/theme-mermaid']),
    '@docusaurus/theme-live-codeblock',
    ...search.themes,
  ],

  plugins: [
    './src/plugins/llms-txt/index.ts',
    './src/plugins/security-headers/index.ts',
    './src/plugins/bundle-stats/index.ts',
    './src/plugins/mermaid-svg/index.ts',
    './src/plugins/prism-slim/index.ts',
    './src/plugins/early-scripts/index.ts',
    './src/plugins/route-table-slim/index.ts',
    './src/plugins/yielding-start/index.ts',
    './src/plugins/postcss-inline-config/index.ts',
  ],

  headTags: [
    // Without JavaScript every tab panel is shown (src/lib/noJavaScript.ts).
    {tagName: 'noscript', attributes: {}, innerHTML: `<style>${NO_JAVASCRIPT_STYLE}</style>`},
    // No first paint before the announcement bar and navbar are parsed whole: a paint taken while the parser
    // yields halfway through them shifts them when their last items arrive (the search button widening the
    // navbar's right-hand group). The id is the theme's main wrapper, the element right after the navbar.
    {tagName: 'link', attributes: {rel: 'expect', href: '#__docusaurus_skipToContent_fallback', blocking: 'render'}},
  ],

  clientModules: [
    './src/clientModules/routeChunkReload.ts',
    './src/clientModules/progressBar.ts',
    './src/clientModules/announcementBar.ts',
    './src/clientModules/imageZoom.ts',
    './src/clientModules/decorativeScripts.ts',
  ],

  scripts: thirdPartyScripts(process.env),

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: 'strapi, headless cms, documentation, v4'}],
    // Light / dark / system; light until the reader chooses (src/lib/earlyScripts.ts corrects the system default).
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    announcementBar: {
      id: ANNOUNCEMENT_ID,
      // The short text replaces the long one on phones (custom.css), to keep the bar to one line there.
      content: `<span class="announcement-full">The Strapi 4 docs are in maintenance mode until April 2026 and receive only critical fixes. For new projects, read the <a href="${LATEST_DOCS_URL}">latest Strapi docs</a>.</span><span class="announcement-short">Critical fixes only until April 2026 · <a href="${LATEST_DOCS_URL}">Latest docs</a></span>`,
      // Tokens of src/css/custom.css, so that the colours have one home.
      backgroundColor: 'var(--site-announcement-background)',
      textColor: 'var(--site-on-primary)',
      isCloseable: true,
    },
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    liveCodeBlock: {playgroundPosition: 'bottom'},
    mermaid: {theme: {light: 'default', dark: 'dark'}},
    navbar,
    footer,
    ...search.themeConfig,
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // Only languages the docs use that prism-react-renderer does not already bundle (json, yaml, go, python, graphql, sql, jsx, tsx are built in).
      additionalLanguages: ADDITIONAL_LANGUAGES,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
