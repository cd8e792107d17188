/**
 * Regenerates the site's OpenAPI document of the bookstore reference app:
 * starts tests/strapi-app (whose Documentation plugin writes the document at
 * start-up), reads what the plugin wrote, applies the overrides of
 * openapi/overrides.json, writes static/openapi.json, and renders it as the
 * reference pages (docs/dev-docs/api/rest/reference/*.md, listed for the
 * sidebar in openapi/pages.json). With --pages-only it only re-renders the
 * pages from the committed static/openapi.json (no Strapi needed).
 *
 * Usage: flock /tmp/strapi-app.lock npm run openapi:generate
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {appDir, ensureAppInstalled, repoRoot, startApp} from '../examples/referenceApp';
import {applyOverrides, type OpenApiDocument, type OpenApiOverrides} from './openapiOverrides';
import {buildReferencePages, REFERENCE_DIR} from './openapiPages';

const GENERATED = path.join(appDir, 'src', 'extensions', 'documentation', 'documentation', '1.0.0', 'full_documentation.json');
const OVERRIDES_FILE = path.join(repoRoot, 'openapi', 'overrides.json');
const OUTPUT_FILE = path.join(repoRoot, 'static', 'openapi.json');

const PAGES_LIST = path.join(repoRoot, 'openapi', 'pages.json');

export function writeReferencePages(document: OpenApiDocument): number {
  const dir = path.join(repoRoot, REFERENCE_DIR);
  mkdirSync(dir, {recursive: true});
  const pages = buildReferencePages(document);
  const files = new Set(pages.map((page) => page.file));
  for (const file of readdirSync(dir)) if (!files.has(file)) rmSync(path.join(dir, file));
  for (const page of pages) writeFileSync(path.join(dir, page.file), page.markdown);
  writeFileSync(PAGES_LIST, `${JSON.stringify(pages.map((page) => page.id), null, 2)}\n`);
  return pages.length;
}

async function main(): Promise<void> {
  if (process.argv.includes('--pages-only')) {
    const count = writeReferencePages(JSON.parse(readFileSync(OUTPUT_FILE, 'utf8')) as OpenApiDocument);
    console.log(`Rendered ${count} reference pages from ${path.relative(repoRoot, OUTPUT_FILE)}.`);
    return;
  }
  ensureAppInstalled();
  const app = await startApp();
  try {
    console.log(`Reference app started in ${(app.bootMs / 1000).toFixed(1)} s; reading the plugin's document.`);
  } finally {
    await app.stop();
  }
  if (!existsSync(GENERATED)) throw new Error(`The Documentation plugin wrote no document at ${GENERATED}`);
  const generated = JSON.parse(readFileSync(GENERATED, 'utf8')) as OpenApiDocument;
  const overrides = JSON.parse(readFileSync(OVERRIDES_FILE, 'utf8')) as OpenApiOverrides;
  const result = applyOverrides(generated, overrides);
  writeFileSync(OUTPUT_FILE, `${JSON.stringify(result, null, 2)}\n`);
  const operations = Object.values(result.paths).reduce((n, item) => n + Object.keys(item).length, 0);
  console.log(`Wrote ${path.relative(repoRoot, OUTPUT_FILE)}: ${Object.keys(result.paths).length} paths, ${operations} operations.`);
  console.log(`Rendered ${writeReferencePages(result)} reference pages into ${REFERENCE_DIR}.`);
}

main().catch((error: unknown) => {
  console.error(`✘ ${(error as Error).message}`);
  process.exit(1);
});
