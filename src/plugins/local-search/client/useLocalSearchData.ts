/** The plugin's global data (index URL, repository URL). Kept apart from the engine so the navbar button does not pull it into the main bundle. */
import {usePluginData} from '@docusaurus/useGlobalData';
import type {LocalSearchGlobalData} from '../index';

export function useLocalSearchData(): LocalSearchGlobalData {
  return usePluginData('local-search') as LocalSearchGlobalData;
}
