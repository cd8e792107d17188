import React, {type ReactNode} from 'react';
import {snippetParts} from '../client/snippet';
import HighlightedText from './HighlightedText';

/** The passage of a section's text around the matched terms, at most `length` characters, terms highlighted. */
export default function ResultSnippet({
  text,
  terms,
  length,
}: {
  text: string;
  terms: string[];
  length: number;
}): ReactNode {
  return <HighlightedText parts={snippetParts(text, terms, length)} />;
}
