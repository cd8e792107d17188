/**
 * Stands in for `prism-react-renderer` in the client and server bundles (the
 * alias is set in src/plugins/prism-slim): the same API (`Highlight`,
 * `normalizeTokens`, `useTokenize`, `themes`) and the same rendered markup, but
 * Prism carries only the grammars in languages.ts instead of the ~30 the
 * library's dist bundles, and `Highlight` takes it from ./store, where the
 * pages with code register it (./register), so it is not in `main.js`. The theme config and unit tests, which run in Node
 * outside the bundle, still import the real library.
 *
 * `themes` is empty: the site passes its own themes (config/prismThemes.ts)
 * through the theme config, and react-live only falls back to
 * `themes.nightOwl` when no theme is given, which Docusaurus never does.
 */
import {useCallback, useMemo, type CSSProperties, type ReactElement} from 'react';
import clsx from 'clsx';
import type {Token as PrismToken, TokenStream, Grammar} from 'prismjs';
import type {PrismTheme} from 'prism-react-renderer';
import {registeredPrism, type PrismLib} from './store';
type ThemeEntry = PrismTheme['plain'];
type ThemeDictionary = Record<string, ThemeEntry> & {root: ThemeEntry; plain: ThemeEntry};

export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

interface LineInputProps {
  style?: CSSProperties;
  className?: string;
  line: Token[];
  [key: string]: unknown;
}
interface LineOutputProps {
  style?: CSSProperties;
  className: string;
  [key: string]: unknown;
}
interface TokenInputProps {
  style?: CSSProperties;
  className?: string;
  token: Token;
  [key: string]: unknown;
}
interface TokenOutputProps {
  style?: CSSProperties;
  className: string;
  children: string;
  [key: string]: unknown;
}
export interface RenderProps {
  tokens: Token[][];
  className: string;
  style: CSSProperties;
  getLineProps: (input: LineInputProps) => LineOutputProps;
  getTokenProps: (input: TokenInputProps) => TokenOutputProps;
}
export interface HighlightProps {
  prism?: PrismLib;
  theme?: PrismTheme;
  language: string;
  code: string;
  children: (props: RenderProps) => ReactElement;
}

export const themes: Record<string, PrismTheme> = {};

/** Used only when a caller passes no theme (the site always passes one). */
const NO_THEME: PrismTheme = {plain: {}, styles: []};

const NEWLINE = /\r\n|\r|\n/;

/** An empty line still needs one token, so it keeps its height. */
function fillEmptyLine(line: Token[]): void {
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

export function useTokenize({
  prism,
  code,
  grammar,
  language,
}: {
  prism: PrismLib | undefined;
  code: string;
  grammar?: Grammar;
  language: string;
}): Token[][] {
  return useMemo(() => {
    if (grammar == null || prism === undefined) return normalizeTokens([code]);
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
  }, [code, grammar, language, prism]);
}

function themeDictionary(theme: PrismTheme, language: string): ThemeDictionary {
  const styles: Record<string, ThemeEntry> = {};
  for (const {languages, style, types} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) styles[type] = {...styles[type], ...style};
  }
  return {...styles, root: theme.plain, plain: {...theme.plain, backgroundColor: undefined}};
}

export function Highlight({
  children,
  language: requested,
  code,
  theme = NO_THEME,
  prism = registeredPrism(),
}: HighlightProps): ReactElement {
  if (!prism) {
    // A code block on a page that does not import ./register: the build fails on it; in the browser the
    // code still shows, unhighlighted.
    const message = `Prism is not registered for a ${requested} code block: the page or component that renders it must import src/lib/prismSlim/register`;
    if (typeof window === 'undefined') throw new Error(message);
    console.error(message);
  }
  const language = requested.toLowerCase();
  const dictionary = themeDictionary(theme, language);

  const getLineProps = useCallback(
    ({className, style, line: _line, ...rest}: LineInputProps): LineOutputProps => {
      const output: LineOutputProps = {...rest, className: clsx('token-line', className)};
      output.style = dictionary.plain;
      if (typeof style === 'object') output.style = {...output.style, ...style};
      return output;
    },
    [dictionary],
  );

  const styleForToken = useCallback(
    ({types, empty}: Token): CSSProperties | undefined => {
      if (types.length === 1 && types[0] === 'plain') return empty != null ? {display: 'inline-block'} : undefined;
      const [only] = types;
      if (types.length === 1 && only !== undefined && empty != null) return dictionary[only];
      return Object.assign(
        empty != null ? {display: 'inline-block'} : {},
        ...types.map((type) => dictionary[type]),
      ) as CSSProperties;
    },
    [dictionary],
  );

  const getTokenProps = useCallback(
    ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => {
      const output: TokenOutputProps = {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: styleForToken(token),
      };
      if (style != null) output.style = {...output.style, ...style};
      return output;
    },
    [styleForToken],
  );

  const tokens = useTokenize({prism, code, grammar: prism?.languages[language], language});
  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: dictionary.root,
    getLineProps,
    getTokenProps,
  });
}
