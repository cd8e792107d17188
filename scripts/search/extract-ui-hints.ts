/**
 * npx tsx scripts/search/extract-ui-hints.ts <packages directory>
 *
 * Writes src/lib/search/uiHints.json: every label of the Strapi admin panel
 * with the words of the description or hint shown beside it. The directory
 * holds the unpacked packages, one folder each:
 *
 *   mkdir -p /tmp/pkgs && cd /tmp/pkgs
 *   for p in admin plugin-content-type-builder plugin-upload plugin-i18n plugin-users-permissions plugin-email; do
 *     npm pack @strapi/$p@4.25.9 && mkdir -p $p && tar xzf strapi-$p-4.25.9.tgz -C $p; done
 */
import {readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {pairLabelsWithHints, readDefaultMessages, readTranslations} from './uiStrings';

const OUTPUT = path.join(__dirname, '../../src/lib/search/uiHints.json');

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const file = path.join(directory, name);
    if (name === 'node_modules') return [];
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

function main(): void {
  const directory = process.argv[2];
  if (!directory) throw new Error('Usage: extract-ui-hints.ts <directory of unpacked @strapi packages>');
  const code = filesUnder(directory).filter((file) => /\/dist\/.*\.js$/.test(file));
  const strings = new Map<string, string>();
  // Translation files first: they are what the English UI shows; a default message only fills a gap.
  for (const file of code.filter((name) => /\/_chunks\/en-[^/]+\.js$/.test(name)))
    for (const [id, text] of readTranslations(readFileSync(file, 'utf8'))) strings.set(id, text);
  for (const file of code)
    for (const [id, text] of readDefaultMessages(readFileSync(file, 'utf8')))
      if (!strings.has(id)) strings.set(id, text);
  const hints = pairLabelsWithHints(strings);
  const packages = readdirSync(directory)
    .map((name) => {
      const manifest = path.join(directory, name, 'package', 'package.json');
      try {
        const {name: packageName, version} = JSON.parse(readFileSync(manifest, 'utf8')) as {
          name: string;
          version: string;
        };
        return `${packageName}@${version}`;
      } catch {
        return null;
      }
    })
    .filter((name): name is string => name !== null)
    .sort();
  writeFileSync(
    OUTPUT,
    `${JSON.stringify(
      {
        description:
          'Labels of the Strapi admin panel with the content words of the description or hint the UI shows beside each (src/lib/search/uiHints.ts). Written by scripts/search/extract-ui-hints.ts; do not edit by hand.',
        source: packages.join(', '),
        hints,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`${hints.length} labels from ${strings.size} strings of ${packages.join(', ')}`);
}

main();
