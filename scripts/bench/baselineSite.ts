/**
 * The baseline for the build benchmark: the same docs/ and sidebars/ built by
 * stock Docusaurus (preset-classic only, same `future.faster` bundler), with
 * no custom plugin, theme, client module or CSS, Mermaid off, and every
 * custom MDX component of src/lib/mdxComponents.ts stubbed by one that
 * renders its children.
 */
import {cp, mkdir, symlink, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {customComponentNames, stockComponentNames} from '../../src/lib/mdxComponents';
import {SITE_ADMONITIONS} from '../../src/lib/admonitions';
import {DOCS_SOURCE, SITE_TITLE} from '../../config/site';

/** The baseline's MDXComponents.tsx: stock theme components stay real, `names` render their children only. */
export function stubRegistry(names: string[], stock: string[] = stockComponentNames()): string {
  return `import React, {type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
${stock.map((name) => `import ${name} from '@theme/${name}';`).join('\n')}

function Stub({children}: {children?: ReactNode}) {
  return <>{children}</>;
}

export default {
  ...MDXComponents,
  ${stock.join(', ')},
${names.map((name) => `  ${name}: Stub,`).join('\n')}
};
`;
}

export const BASELINE_CONFIG = `import type {Config} from '@docusaurus/types';

const config: Config = {
  title: ${JSON.stringify(SITE_TITLE)},
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
${Object.entries(DOCS_SOURCE)
  .map(([name, value]) => `          ${name}: ${JSON.stringify(value)},`)
  .join('\n')}
          admonitions: {keywords: [${SITE_ADMONITIONS.map((name) => `'${name}'`).join(', ')}], extendDefaults: true},
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
  for (const name of ['docs', 'sidebars', 'openapi', 'static']) await cp(path.join(root, name), path.join(directory, name), {recursive: true});
  await symlink(path.join(root, 'node_modules'), path.join(directory, 'node_modules'));
  for (const name of ['package.json', 'tsconfig.json']) await cp(path.join(root, name), path.join(directory, name));
  await writeFile(path.join(directory, 'docusaurus.config.ts'), BASELINE_CONFIG);
  await writeFile(path.join(directory, 'src', 'theme', 'MDXComponents.tsx'), stubRegistry(customComponentNames()));
  return directory;
}
