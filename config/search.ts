/**
 * Which search the site ships. By default the local search plugin (no
 * server: the index is a static file). When TYPESENSE_HOST,
 * TYPESENSE_SEARCH_API_KEY and TYPESENSE_COLLECTION are all set at build
 * time, docusaurus-theme-search-typesense queries that cluster instead.
 * The admin key (TYPESENSE_ADMIN_API_KEY) is never read here: only
 * scripts/search/search-index.ts uses it.
 */
import type {PluginConfig} from '@docusaurus/types';
import type {LocalSearchOptions} from '../src/plugins/local-search';
import {REPOSITORY_URL} from './site';
import {SEARCH_PAGE_PATH} from '../src/lib/routes';
import {TYPESENSE_SEARCH_PARAMETERS} from '../src/lib/search/typesenseQuery';

export interface TypesenseNode {
  host: string;
  port: number;
  protocol: 'http' | 'https';
  path?: string;
}

export interface TypesenseSearchConfig {
  typesenseCollectionName: string;
  typesenseServerConfig: {
    nodes: TypesenseNode[];
    apiKey: string;
    connectionTimeoutSeconds: number;
  };
  typesenseSearchParameters: Record<string, string | number | boolean>;
  contextualSearch: true;
  searchPagePath: typeof SEARCH_PAGE_PATH;
}

export type SearchEnv = Partial<
  Record<'TYPESENSE_HOST' | 'TYPESENSE_SEARCH_API_KEY' | 'TYPESENSE_COLLECTION', string | undefined>
>;

/**
 * Parses TYPESENSE_HOST: comma-separated node URLs such as
 * `https://ts-1.example.com,https://ts-2.example.com:8108`. A node without a
 * port uses the protocol's default (443 or 80).
 */
export function parseTypesenseNodes(value: string): TypesenseNode[] {
  const nodes = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry): TypesenseNode => {
      const url = new URL(entry.includes('://') ? entry : `https://${entry}`);
      const protocol = url.protocol.replace(':', '');
      if (protocol !== 'http' && protocol !== 'https') {
        throw new Error(`TYPESENSE_HOST: "${entry}" must use http or https.`);
      }
      const port = url.port ? Number(url.port) : protocol === 'https' ? 443 : 80;
      const path = url.pathname.replace(/\/$/, '');
      return {host: url.hostname, port, protocol, ...(path ? {path} : {})};
    });
  if (nodes.length === 0) throw new Error('TYPESENSE_HOST is set but lists no node.');
  return nodes;
}

/** The Typesense theme config when the three variables are set, else null (local search). */
export function typesenseConfigFromEnv(env: SearchEnv): TypesenseSearchConfig | null {
  const host = env.TYPESENSE_HOST?.trim();
  const apiKey = env.TYPESENSE_SEARCH_API_KEY?.trim();
  const collection = env.TYPESENSE_COLLECTION?.trim();
  if (!host || !apiKey || !collection) return null;
  return {
    typesenseCollectionName: collection,
    typesenseServerConfig: {nodes: parseTypesenseNodes(host), apiKey, connectionTimeoutSeconds: 2},
    typesenseSearchParameters: {...TYPESENSE_SEARCH_PARAMETERS},
    contextualSearch: true,
    searchPagePath: SEARCH_PAGE_PATH,
  };
}

export interface SearchSetup {
  mode: 'local' | 'typesense';
  themes: PluginConfig[];
  themeConfig: {typesense?: TypesenseSearchConfig};
}

/** Themes and theme config for docusaurus.config.ts. Reads only the three public variables. */
export function searchSetup(env: SearchEnv = process.env): SearchSetup {
  const typesense = typesenseConfigFromEnv({
    TYPESENSE_HOST: env.TYPESENSE_HOST,
    TYPESENSE_SEARCH_API_KEY: env.TYPESENSE_SEARCH_API_KEY,
    TYPESENSE_COLLECTION: env.TYPESENSE_COLLECTION,
  });
  if (typesense) {
    return {mode: 'typesense', themes: ['docusaurus-theme-search-typesense'], themeConfig: {typesense}};
  }
  const options: LocalSearchOptions = {repositoryUrl: REPOSITORY_URL};
  return {mode: 'local', themes: [['./src/plugins/local-search/index.ts', options]], themeConfig: {}};
}
