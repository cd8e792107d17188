/**
 * Stands in for `prism-react-renderer` in the client and server bundles (the
 * alias is set in src/plugins/prism-slim): the same API (`Highlight`,
 * `normalizeTokens`, `useTokenize`, `themes`) and the same rendered markup, but
 * Prism carries only the grammars in languages.ts instead of the ~30 the
 * library's dist bundles, and `Highlight` takes it from ./store, where the
 * pages with live code register it (./register), so it is not in `main.js`.
 * A code block of a page is highlighted at build time: its tokens come
 * encoded (./tokenCodec) through ./buildTokens and `Highlight` renders them
 * without Prism. The theme config and unit tests, which run in Node outside
 * the bundle, still import the real library.
 *
 * `themes` is empty: the site passes its own themes (config/prismThemes.ts)
 * through the theme config, and react-live only falls back to
 * `themes.nightOwl` when no theme is given, which Docusaurus never does.
 */
import {useCallback, useContext, useMemo, type CSSProperties, type ReactElement} from 'react';
import clsx from 'clsx';
import type {Grammar} from 'prismjs';
import type {PrismTheme} from 'prism-react-renderer';
import {registeredPrism, type PrismLib} from './store';
import {normalizeTokens, tokenizeCode, type Token} from './normalize';
import {decodeTokens} from './tokenCodec';
import {BuildTokensContext} from './buildTokens';

export {normalizeTokens, type Token};
type ThemeEntry = PrismTheme['plain'];
type ThemeDictionary = Record<string, ThemeEntry> & {root: ThemeEntry; plain: ThemeEntry};

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
  return useMemo(
    () =>
      grammar == null || prism === undefined ? normalizeTokens([code]) : tokenizeCode(prism, code, grammar, language),
    [code, grammar, language, prism],
  );
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
  const encoded = useContext(BuildTokensContext);
  const built = useMemo(() => (encoded === undefined ? null : decodeTokens(encoded, code)), [encoded, code]);
  if (encoded !== undefined && built === null) {
    // The tokens the build wrote are not those of this code: a bug of the build step, never the writer's.
    const message = `The build-time tokens of a ${requested} code block do not match its code (src/lib/prismSlim/highlightAtBuild-fs.ts)`;
    if (typeof window === 'undefined') throw new Error(message);
    console.error(message);
  }
  if (!built && !prism) {
    // A code block with neither build-time tokens nor a registered Prism: the build fails on it; in the
    // browser the code still shows, unhighlighted.
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

  // With build-time tokens, Prism is left out (undefined): nothing is tokenized again.
  const live = built ? undefined : prism;
  const tokenized = useTokenize({prism: live, code, grammar: live?.languages[language], language});
  return children({
    tokens: built ?? tokenized,
    className: `prism-code language-${language}`,
    style: dictionary.root,
    getLineProps,
    getTokenProps,
  });
}
