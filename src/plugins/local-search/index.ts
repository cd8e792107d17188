/**
 * Local search, used when no Typesense cluster is configured: the navbar
 * button and modal (theme/SearchBar), the /search page (theme/SearchPage),
 * and after the build an index file of every doc section that the browser
 * fetches the first time search opens. No server, no third-party host.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {collectBuildRecords} from '../../lib/search/collectBuildRecords-fs';
import {buildLocalSearchFiles} from './buildLocalIndex';
import {POSTINGS_DIRECTORY, RELATED_DIRECTORY, TEXT_DIRECTORY} from './localIndex';
import {relatedWordsForRecords} from '../../lib/search/relatedWords-fs';
import {readWordFormExceptions} from '../../lib/search/wordForms-fs';
import {SEARCH_PAGE_PATH} from '../../lib/routes';
import {INDEX_FILE_NAME} from './constants';

export type LocalSearchOptions = {
  /** Where "Let us know." opens a prefilled issue, e.g. https://github.com/strapi/documentation */
  repositoryUrl: string;
};

/** What the theme components read with usePluginData('local-search'). */
export interface LocalSearchGlobalData {
  indexUrl: string;
  /** Folder URL of the per-page text files, ending in `/`. */
  textUrl: string;
  /** Folder URL of the related-words shards, ending in `/`. */
  relatedUrl: string;
  /** Folder URL of the postings shards, ending in `/`. */
  postingsUrl: string;
  repositoryUrl: string;
}

export default function localSearchPlugin(context: LoadContext, options: LocalSearchOptions): Plugin<undefined> {
  return {
    name: 'local-search',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
    contentLoaded({actions}) {
      const globalData: LocalSearchGlobalData = {
        indexUrl: `${context.baseUrl}${INDEX_FILE_NAME}`,
        textUrl: `${context.baseUrl}${TEXT_DIRECTORY}/`,
        relatedUrl: `${context.baseUrl}${RELATED_DIRECTORY}/`,
        postingsUrl: `${context.baseUrl}${POSTINGS_DIRECTORY}/`,
        repositoryUrl: options.repositoryUrl,
      };
      actions.setGlobalData(globalData);
      actions.addRoute({
        path: `${context.baseUrl}${SEARCH_PAGE_PATH}`,
        component: '@theme/SearchPage',
        exact: true,
      });
    },
    async postBuild({outDir}) {
      const records = await collectBuildRecords(outDir);
      if (records.length === 0) throw new Error('local-search: no doc page found in the build to index.');
      const relatedWords = relatedWordsForRecords(records, {log: (message) => console.log(`local-search: ${message}`)});
      const {index, texts, related, postings} = buildLocalSearchFiles(
        records,
        relatedWords.table,
        readWordFormExceptions(),
      );
      await writeFile(path.join(outDir, INDEX_FILE_NAME), JSON.stringify(index));
      await mkdir(path.join(outDir, TEXT_DIRECTORY), {recursive: true});
      await mkdir(path.join(outDir, RELATED_DIRECTORY), {recursive: true});
      await mkdir(path.join(outDir, POSTINGS_DIRECTORY), {recursive: true});
      await Promise.all([
        ...texts.map(({name, content}) => writeFile(path.join(outDir, TEXT_DIRECTORY, name), JSON.stringify(content))),
        ...related.map(({name, content}) =>
          writeFile(path.join(outDir, RELATED_DIRECTORY, name), JSON.stringify(content)),
        ),
        ...postings.map(({name, content}) =>
          writeFile(path.join(outDir, POSTINGS_DIRECTORY, name), JSON.stringify(content)),
        ),
      ]);
    },
  };
}
