/**
 * npm run search:index — pushes the search records of the last build to a
 * Typesense cluster (see ARCHITECTURE.md, "Typesense cluster"). Reads:
 *   TYPESENSE_HOST            comma-separated node URLs, e.g. https://ts-1.example.com,https://ts-2.example.com
 *   TYPESENSE_ADMIN_API_KEY   a key allowed to create collections and aliases (never put in the site build)
 *   TYPESENSE_COLLECTION      the alias the site searches
 *   SEARCH_BUILD_DIR          the build to read (default: build)
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {Client} from 'typesense';
import {parseTypesenseNodes} from '../../config/search';
import {SITE_URL} from '../../config/site';
import {collectBuildRecords} from '../../src/lib/search/collectBuildRecords-fs';
import {pushRecords} from './typesenseIndex';
import {abbreviationTypesenseSynonyms, typesenseSynonyms} from '../../src/lib/search/queryUnderstanding';
import {relatedTypesenseSynonyms} from '../../src/lib/search/relatedWords';
import {wordFormTypesenseSynonyms, wordsOfTexts} from '../../src/lib/search/wordForms';
import {readWordFormExceptions} from '../../src/lib/search/wordForms-fs';
import {relatedWordsForRecords} from '../../src/lib/search/relatedWords-fs';

function required(name: string): string {
  const value = process.env[name]?.trim();
  if (!value) {
    console.error(`search:index needs ${name}. See ARCHITECTURE.md, "Typesense cluster".`);
    process.exit(2);
  }
  return value;
}

async function main(): Promise<void> {
  const nodes = parseTypesenseNodes(required('TYPESENSE_HOST'));
  const apiKey = required('TYPESENSE_ADMIN_API_KEY');
  const alias = required('TYPESENSE_COLLECTION');
  const buildDir = path.resolve(process.env.SEARCH_BUILD_DIR ?? 'build');
  if (!existsSync(buildDir)) {
    console.error(`No build in ${buildDir}: run npm run build first.`);
    process.exit(2);
  }
  const records = await collectBuildRecords(buildDir);
  console.log(`${records.length} records from ${buildDir}`);
  const client = new Client({nodes, apiKey, connectionTimeoutSeconds: 10, numRetries: 3});
  // The concept table, the abbreviations and the related words of unknown words, as the local engine uses them.
  const related = relatedWordsForRecords(records, {log: (message) => console.log(message)});
  const result = await pushRecords(client, alias, records, {
    siteUrl: SITE_URL,
    log: (message) => console.log(message),
    synonyms: [
      ...typesenseSynonyms(),
      ...abbreviationTypesenseSynonyms(),
      ...relatedTypesenseSynonyms(related.words),
      ...wordFormTypesenseSynonyms(
        readWordFormExceptions(),
        wordsOfTexts(
          records.flatMap((record) => [
            record.pageTitle,
            record.heading ?? '',
            record.text,
            ...(record.keywords ?? []),
          ]),
        ),
      ),
    ],
  });
  console.log(`Done: ${result.imported} records and ${result.synonyms} synonyms in ${result.collection}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
