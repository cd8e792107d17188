import React, {type ReactNode} from 'react';
import type {TextPart} from '../client/snippet';

/** Renders text parts with the matched terms in <mark>; everything is text, never HTML. */
export default function HighlightedText({parts}: {parts: TextPart[]}): ReactNode {
  return parts.map((part, index) =>
    part.match ? <mark key={index}>{part.text}</mark> : <React.Fragment key={index}>{part.text}</React.Fragment>,
  );
}
