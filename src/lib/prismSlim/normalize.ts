/**
 * Prism's token tree as lines of flat tokens, the form the code blocks render
 * (as prism-react-renderer's `normalizeTokens`), and the tokenizing step of
 * its `Highlight`. No React and no grammar here: the build
 * (highlightAtBuild-fs.ts) and the browser (index.ts, tokenCodec.ts) share it.
 */
import type {Token as PrismToken, TokenStream, Grammar} from 'prismjs';
import type {PrismLib} from './store';

export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

const NEWLINE = /\r\n|\r|\n/;

/** An empty line still needs one token, so it keeps its height. */
export function fillEmptyLine(line: Token[]): void {
  const [only] = line;
  if (only === undefined) {
    line.push({types: ['plain'], content: '\n', empty: true});
  } else if (line.length === 1 && only.content === '') {
    only.content = '\n';
    only.empty = true;
  }
}

function withType(types: string[], type: string): string[] {
  return types[types.length - 1] === type ? types : types.concat(type);
}

/**
 * Flattens Prism's nested token tree into lines of tokens, each carrying the
 * types of all the tokens it sits in (outermost first), `plain` for bare text
 * at the top level.
 */
export function normalizeTokens(stream: TokenStream): Token[][] {
  let line: Token[] = [];
  const lines: Token[][] = [line];
  const walk = (items: ReadonlyArray<string | PrismToken>, inherited: string[], depth: number): void => {
    for (const item of items) {
      let types: string[];
      let content: TokenStream;
      if (typeof item === 'string') {
        types = depth > 0 ? inherited : ['plain'];
        content = item;
      } else {
        types = withType(inherited, item.type);
        if (item.alias) {
          // An array alias adds each of its names (concat flattens it), as in prism-react-renderer.
          types = withType(types, item.alias as string);
        }
        content = item.content;
      }
      if (typeof content !== 'string') {
        walk(Array.isArray(content) ? content : [content], types, depth + 1);
        continue;
      }
      const [first = '', ...others] = content.split(NEWLINE);
      line.push({types, content: first});
      for (const part of others) {
        fillEmptyLine(line);
        line = [];
        lines.push(line);
        line.push({types, content: part});
      }
    }
  };
  walk(typeof stream === 'string' ? [stream] : Array.isArray(stream) ? stream : [stream], [], 0);
  fillEmptyLine(line);
  return lines;
}

/** Tokenizes `code` as prism-react-renderer's `Highlight` does (with Prism's tokenize hooks) into lines of tokens. */
export function tokenizeCode(prism: PrismLib, code: string, grammar: Grammar, language: string): Token[][] {
  const env: {code: string; grammar: Grammar; language: string; tokens: TokenStream} = {
    code,
    grammar,
    language,
    tokens: [],
  };
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}
