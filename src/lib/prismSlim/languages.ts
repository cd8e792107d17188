/**
 * The grammars the site highlights, in the order prism-react-renderer 2.4.1
 * loads them (order matters: `extend` copies a grammar as it is at that
 * moment, e.g. TypeScript copies JavaScript before js-extras adds to it, JSX
 * after). prism-react-renderer also bundles Swift, Kotlin, C, C++,
 * Objective-C, Reason, Rust, CoffeeScript, ActionScript, Flow and N4JS, which
 * no code fence uses; they are left out. Markdown stays because js-templates
 * highlights markdown`…` templates with it.
 *
 * Every language a fence may name must resolve here or through
 * `themeConfig.prism.additionalLanguages` (bash, php, ruby, dart, nginx,
 * docker, http); tests/unit/prismSlim.test.ts checks the docs' fences.
 */
import Prism from './core';
import 'prismjs/components/prism-markup.js';
import 'prismjs/components/prism-regex.js';
import 'prismjs/components/prism-clike.js';
import 'prismjs/components/prism-javascript.js';
import 'prismjs/components/prism-javadoclike.js';
import 'prismjs/components/prism-css.js';
import 'prismjs/components/prism-css-extras.js';
import 'prismjs/components/prism-yaml.js';
import 'prismjs/components/prism-markdown.js';
import 'prismjs/components/prism-graphql.js';
import 'prismjs/components/prism-sql.js';
import 'prismjs/components/prism-js-templates.js';
import 'prismjs/components/prism-typescript.js';
import 'prismjs/components/prism-jsdoc.js';
import 'prismjs/components/prism-js-extras.js';
import 'prismjs/components/prism-jsx.js';
import 'prismjs/components/prism-tsx.js';
import 'prismjs/components/prism-go.js';
import 'prismjs/components/prism-python.js';
import 'prismjs/components/prism-json.js';

delete (globalThis as {Prism?: typeof Prism}).Prism;

export default Prism;
