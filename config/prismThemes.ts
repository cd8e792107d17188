/**
 * The code themes: prism-react-renderer's GitHub (light) and Dracula (dark),
 * with the token colours that fall below WCAG AA (4.5:1) darkened in light
 * and lightened in dark (tests/unit/codeThemeContrast.test.ts checks every one), on the code background and on a highlighted line
 * (--docusaurus-highlighted-code-line-bg in src/css/custom.css).
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** Replaces the given token colours and drops token opacity (GitHub fades namespaces to 70 %). */
function withColours(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map(({types, languages, style}) => {
      const {opacity: _faded, ...rest} = style;
      const colour = rest.color && replacements[rest.color] ? replacements[rest.color] : rest.color;
      return {types, ...(languages ? {languages} : {}), style: colour ? {...rest, color: colour} : rest};
    }),
  };
}

export const lightCodeTheme = withColours(themes.github, {
  '#999988': '#57606a', // comments
  '#e3116c': '#b0124f', // strings
  '#36acaa': '#137170', // numbers, constants, properties
  '#00a4db': '#006494', // functions in some grammars
  '#d73a49': '#b31d28', // keywords, functions
});

export const darkCodeTheme = withColours(themes.dracula, {
  'rgb(98, 114, 164)': '#9aa5ce', // comments
  'rgb(255, 85, 85)': '#ff8a8a', // deleted, tags
});
