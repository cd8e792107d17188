/**
 * Splits text into plain and highlighted parts for the matched terms, and
 * cuts a window around the first match. Returns data, never HTML: the
 * components render the parts as text, so a query cannot inject markup.
 */
import {termOfWord} from '../searchOptions';

export interface TextPart {
  text: string;
  match: boolean;
}

const WORD = /([\p{L}\p{N}_$]+)/u;

export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const wanted = new Set(terms);
  const parts: TextPart[] = [];
  const pieces = text.split(WORD);
  pieces.forEach((piece, index) => {
    if (!piece) return;
    // split() with a capture group puts the words at odd indexes.
    const match = index % 2 === 1 && (wanted.has(piece.toLowerCase()) || wanted.has(termOfWord(piece) ?? ''));
    const last = parts[parts.length - 1];
    if (last && last.match === match && !match) last.text += piece;
    else parts.push({text: piece, match});
  });
  return parts;
}

/** At most `maxLength` characters of text around the first matched term, cut between words, with ellipses where cut. */
export function snippetParts(text: string, terms: readonly string[], maxLength = 160): TextPart[] {
  const parts = highlightParts(text, terms);
  let offset = 0;
  let firstMatch = -1;
  for (const part of parts) {
    if (part.match) {
      firstMatch = offset;
      break;
    }
    offset += part.text.length;
  }
  if (text.length <= maxLength) return parts;
  let start = firstMatch <= 0 ? 0 : Math.max(0, firstMatch - Math.floor(maxLength / 4));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < firstMatch) start = space + 1;
  }
  let end = Math.min(text.length, start + maxLength);
  // Cut between words, never inside one: a word cut short reads as another ("art" for "article").
  if (end < text.length && /[\p{L}\p{N}_$]/u.test(text[end] ?? '')) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + maxLength / 2) end = space;
  }
  return sliceParts(parts, start, end, start > 0, end < text.length);
}

function sliceParts(parts: TextPart[], start: number, end: number, leading: boolean, trailing: boolean): TextPart[] {
  const result: TextPart[] = [];
  let offset = 0;
  for (const part of parts) {
    const partStart = offset;
    const partEnd = offset + part.text.length;
    offset = partEnd;
    if (partEnd <= start || partStart >= end) continue;
    const text = part.text.slice(Math.max(0, start - partStart), Math.min(part.text.length, end - partStart));
    if (text) result.push({text, match: part.match});
  }
  if (leading) result.unshift({text: '… ', match: false});
  if (trailing) result.push({text: ' …', match: false});
  return result;
}
