/** The dialog's results: up to three sections of each page found, under the page's doc set and title. */
import React, {type ReactNode} from 'react';
import {highlightParts} from '../../client/snippet';
import type {PageTextFile} from '../../localIndex';
import HighlightedText from '../HighlightedText';
import ResultSnippet from '../ResultSnippet';
import ResultList, {type ListboxState} from './ResultList';
import type {PageOptions} from './options';

const SNIPPET_LENGTH = 120;

export default function PageResults({
  listId,
  idPrefix,
  pages,
  terms,
  pageTexts,
  activeIndex,
  onActivate,
  onOpen,
}: ListboxState & {
  idPrefix: string;
  pages: readonly PageOptions[];
  terms: string[];
  pageTexts: ReadonlyMap<string, PageTextFile>;
}): ReactNode {
  const groups = pages.map(({page, sections}) => ({
    key: page.path,
    labelId: `${idPrefix}-group-${page.path}`,
    header: (
      <span>
        {page.docSet} › <HighlightedText parts={highlightParts(page.title, terms)} />
      </span>
    ),
    items: sections.map(({section, option}) => {
      const text = pageTexts.get(page.textFile)?.[section.offset];
      return {
        option,
        title: <HighlightedText parts={highlightParts(section.heading || page.title, terms)} />,
        path: section.parent ? section.parent : undefined,
        snippet: text ? <ResultSnippet text={text} terms={terms} length={SNIPPET_LENGTH} /> : null,
      };
    }),
  }));
  return (
    <ResultList
      id={listId}
      label="Search results"
      groups={groups}
      activeIndex={activeIndex}
      onActivate={onActivate}
      onOpen={onOpen}
    />
  );
}
