/**
 * The compact form of a code block's highlighted tokens that the build writes
 * into the page (src/lib/prismSlim/highlightAtBuild-fs.ts, through
 * remark-on-demand-components) so the browser renders the block without Prism.
 * Token texts are not repeated: each token is its types and its length in the
 * code the block already carries.
 *
 * `<hash of the code>~<type sets, "|"-separated, types " "-separated>~<lines>`,
 * lines `;`-separated, tokens `,`-separated, a token `<type set>.<length>`
 * (both base 36). A line break between two lines is the code's own (`\n`,
 * `\r\n` or `\r`, as normalizeTokens splits). An empty line keeps its token of
 * length 0, which fillEmptyLine turns into the `\n` placeholder again.
 */
import {fillEmptyLine, type Token} from './normalize';

/** FNV-1a over the UTF-16 code units, base 36: the encoded tokens belong to this exact code. */
export function codeHash(code: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < code.length; index += 1) {
    hash ^= code.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

const SEPARATORS = /[~|;,. ]/;

/** Encodes normalized lines of tokens (normalizeTokens' output) for `code`. */
export function encodeTokens(lines: Token[][], code: string): string {
  const typeSets = new Map<string, number>();
  const encodedLines = lines.map((line) =>
    line
      .map((token) => {
        for (const type of token.types)
          if (type === '' || SEPARATORS.test(type)) throw new Error(`a token type cannot be encoded: "${type}"`);
        const key = token.types.join(' ');
        let index = typeSets.get(key);
        if (index === undefined) {
          index = typeSets.size;
          typeSets.set(key, index);
        }
        const length = token.empty ? 0 : token.content.length;
        return `${index.toString(36)}.${length.toString(36)}`;
      })
      .join(','),
  );
  return `${codeHash(code)}~${[...typeSets.keys()].join('|')}~${encodedLines.join(';')}`;
}

const LINE_BREAK = /\r\n|\r|\n/y;

/**
 * The lines of tokens of `code` from their encoded form, exactly as normalizeTokens gives them after Prism
 * tokenized the code; null when the encoded tokens are not those of this code.
 */
export function decodeTokens(encoded: string, code: string): Token[][] | null {
  const [hash, typeList, lineList, ...rest] = encoded.split('~');
  if (hash !== codeHash(code) || typeList === undefined || lineList === undefined || rest.length > 0) return null;
  const typeSets = typeList.split('|').map((set) => set.split(' '));
  const lines: Token[][] = [];
  let position = 0;
  for (const [lineIndex, encodedLine] of lineList.split(';').entries()) {
    if (lineIndex > 0) {
      LINE_BREAK.lastIndex = position;
      const lineBreak = LINE_BREAK.exec(code);
      if (!lineBreak) return null;
      position += lineBreak[0].length;
    }
    const line: Token[] = [];
    for (const encodedToken of encodedLine === '' ? [] : encodedLine.split(',')) {
      const [typeIndex = '', length = ''] = encodedToken.split('.');
      const types = typeSets[parseInt(typeIndex, 36)];
      const size = parseInt(length, 36);
      if (types === undefined || Number.isNaN(size)) return null;
      line.push({types, content: code.slice(position, position + size)});
      position += size;
    }
    fillEmptyLine(line);
    lines.push(line);
  }
  return position === code.length ? lines : null;
}
