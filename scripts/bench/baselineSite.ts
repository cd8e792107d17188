/**
 * The baseline for the build benchmark: the same docs/ and sidebars/ built by
 * stock Docusaurus (preset-classic only, same `future.faster` bundler), with
 * no custom plugin, theme, client module or CSS, Mermaid off, and every
 * custom MDX component of src/theme/MDXComponents.tsx stubbed by one that
 * renders its children.
 */
import {cp, mkdir, readFile, symlink, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {ON_DEMAND_COMPONENTS} from '../../src/plugins/remark-known-components/onDemand';

/** Names the registry takes from the theme itself; these stay real in the baseline. */
const STOCK_COMPONENTS = new Set(['Tabs', 'TabItem', 'ThemedImage', 'DocCardList']);
const STOCK_IMPORTS = [...STOCK_COMPONENTS].map((name) => `import ${name} from '@theme/${name}';`).join('\n');

/** The custom component names registered in src/theme/MDXComponents.tsx, and those the site imports on demand (the baseline has no remark plugin to import them). */
export function customComponentNames(registrySource: string): string[] {
  const body = /export default \{([\s\S]*?)\};/.exec(registrySource)?.[1] ?? '';
  const registered = body
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter((name) => /^[A-Z]\w*$/.test(name));
  return [...new Set([...registered, ...Object.keys(ON_DEMAND_COMPONENTS)])].filter((name) => !STOCK_COMPONENTS.has(name));
}

export function stubRegistry(names: string[]): string {
  return `import React, {type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
${STOCK_IMPORTS}

function Stub({children}: {children?: ReactNode}) {
  return <>{children}</>;
}

export default {
  ...MDXComponents,
  ${[...STOCK_COMPONENTS].join(', ')},
${names.map((name) => `  ${name}: Stub,`).join('\n')}
};
`;
}

export const BASELINE_CONFIG = `import type {Config} from '@docusaurus/types';

const config: Config = {
  title: 'Strapi 4 Documentation',
  url: 'https://docs-v4.strapi.io',
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  future: {v4: {removeLegacyPostBuildHeadAttribute: true}, faster: true},
  markdown: {hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'warn'}},
  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          path: 'docs',
          sidebarPath: './sidebars/index.ts',
          admonitions: {keywords: ['callout', 'prerequisites', 'strapi'], extendDefaults: true},
        },
        blog: false,
      },
    ],
  ],
};

export default config;
`;

/** Writes the baseline site into `directory` and returns it. */
export async function writeBaselineSite(root: string, directory: string): Promise<string> {
  await mkdir(path.join(directory, 'src', 'theme'), {recursive: true});
  for (const name of ['docs', 'sidebars', 'static']) await cp(path.join(root, name), path.join(directory, name), {recursive: true});
  await symlink(path.join(root, 'node_modules'), path.join(directory, 'node_modules'));
  for (const name of ['package.json', 'tsconfig.json']) await cp(path.join(root, name), path.join(directory, name));
  await writeFile(path.join(directory, 'docusaurus.config.ts'), BASELINE_CONFIG);
  const registry = await readFile(path.join(root, 'src', 'theme', 'MDXComponents.tsx'), 'utf8');
  await writeFile(path.join(directory, 'src', 'theme', 'MDXComponents.tsx'), stubRegistry(customComponentNames(registry)));
  return directory;
}
