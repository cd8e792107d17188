/** The section texts of the pages in the results, for snippets; results show before their texts arrive. */
import {useEffect, useState} from 'react';
import type {PageTextFile} from '../localIndex';
import type {PageHit} from '../searchEngine';
import {loadPageTexts} from './loadSearchEngine';
import {useLocalSearchData} from './useLocalSearchData';

const TYPING_PAUSE_MS = 120;

export function usePageTexts(pages: readonly PageHit[]): ReadonlyMap<string, PageTextFile> {
  const {textUrl} = useLocalSearchData();
  const [texts, setTexts] = useState<ReadonlyMap<string, PageTextFile>>(new Map());
  const files = pages.map((page) => page.textFile).join('\n');

  useEffect(() => {
    let cancelled = false;
    // Wait until typing pauses, so the pages of intermediate queries ("p", "po"…) are not fetched.
    const timer = window.setTimeout(() => {
      for (const file of files ? files.split('\n') : []) {
        if (texts.has(file)) continue;
        loadPageTexts(textUrl, file).then(
          (content) => {
            if (!cancelled) setTexts((previous) => new Map(previous).set(file, content));
          },
          () => undefined, // A missing snippet is not an error: the result still links to its section.
        );
      }
    }, TYPING_PAUSE_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
    // texts is read to skip known files, not to re-run when it grows.
  }, [files, textUrl]);

  return texts;
}
