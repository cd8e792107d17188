/** The recent searches shown in the dialog, read from local storage once it opens. */
import {useCallback, useEffect, useState} from 'react';
import {
  clearRecentSearches,
  readRecentSearches,
  saveRecentSearch,
  type RecentSearch,
} from '../../client/recentSearches';

export function useRecentSearches(): {
  recent: RecentSearch[];
  save: (item: RecentSearch) => void;
  clear: () => void;
} {
  const [recent, setRecent] = useState<RecentSearch[]>([]);
  // Read after mounting: local storage does not exist while the server renders.
  useEffect(() => setRecent(readRecentSearches()), []);
  const save = useCallback((item: RecentSearch) => setRecent(saveRecentSearch(item)), []);
  const clear = useCallback(() => {
    clearRecentSearches();
    setRecent([]);
  }, []);
  return {recent, save, clear};
}
