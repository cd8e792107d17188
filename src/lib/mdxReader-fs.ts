/**
 * The one MDX reader: a doc's source parsed into the remark (mdast) tree the
 * way the Docusaurus build reads it (the same remark plugins, `## Title {#id}`
 * ids and `:::tip Title` admonition titles preprocessed by Docusaurus' own
 * functions), front matter included. check:docs, the API example reader and
 * the Markdown export (llms-full.txt, the `.md` pages) all read pages through it.
 * Build-time and scripts only: browser code must not import it (remark, js-yaml).
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import yaml from 'js-yaml';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds} from '@docusaurus/utils';
import type {Node, Parent, Root, Yaml} from 'mdast';
import {ADMONITIONS} from './admonitions';

export interface MdxDocument {
  /** The source as parsed (after Docusaurus' preprocessing): the text the tree's offsets point into. */
  text: string;
  tree: Root;
}

/** An attribute of a JSX element: `name="x"` (string), `name={x}` (expression), `{...x}` or a bare `name`. */
export interface JsxAttribute {
  type: string;
  name?: string;
  value?: string | {value: string} | null;
}

/** A JSX element in MDX (mdast-util-mdx-jsx), as a block (`flow`) or inside a paragraph (`text`). */
export interface JsxElement extends Parent {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: JsxAttribute[];
}

/** A `:::name` block (mdast-util-directive). Its first child is the `[label]` paragraph when there is one. */
export interface ContainerDirective extends Parent {
  type: 'containerDirective';
  name: string;
}

/** An `import ... from 'source'` statement of the page, as MDX reads it. */
export interface EsmImport {
  /** The module specifier as written (`@site/docs/snippets/x.md`, `./y.md`). */
  source: string;
  /** The local names it binds (`Gallery` of `import Gallery from ...`; none for `import './x.css'`). */
  names: string[];
  /** The name bound to the module's default export, if any. */
  defaultName?: string;
  line?: number;
}

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);

/** Parses a doc as the Docusaurus build does; throws the MDX syntax error (with its line) when it does not parse. */
export function readMdx(source: string): MdxDocument {
  const text = admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(source), [...ADMONITIONS]);
  return {text, tree: processor.parse(text)};
}

/** The mdast tree of a doc (see readMdx). */
export function parseMdx(source: string): Root {
  return readMdx(source).tree;
}

export function isJsxElement(node: Node): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

export function isContainerDirective(node: Node): node is ContainerDirective {
  return node.type === 'containerDirective';
}

export function hasChildren(node: Node): node is Parent {
  return 'children' in node && Array.isArray(node.children);
}

/** The front matter node, when the page has one. */
export function frontMatterNode(tree: Root): Yaml | undefined {
  return tree.children.find((node): node is Yaml => node.type === 'yaml');
}

/** The front matter as data; throws js-yaml's error when it is not valid YAML. */
export function frontMatter(tree: Root): Record<string, unknown> {
  const node = frontMatterNode(tree);
  if (!node) return {};
  const data: unknown = yaml.load(node.value);
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

/** The parts of an ESM statement (estree) the reader looks at. */
interface EstreeStatement {
  type: string;
  source?: {value?: unknown} | null;
  specifiers?: {type: string; local?: {name?: string}}[];
  declaration?: {type: string; id?: {name?: string} | null; declarations?: {id?: {name?: string}}[]} | null;
}

/** The top-level ESM statements of a page, from the estree that MDX parsed (not from the text). */
function esmStatements(tree: Root): {statement: EstreeStatement; line?: number}[] {
  return tree.children.flatMap((node) => {
    if (node.type !== 'mdxjsEsm') return [];
    const program = (node.data as {estree?: {body?: EstreeStatement[]} | null} | undefined)?.estree;
    return (program?.body ?? []).map((statement) => ({statement, line: node.position?.start.line}));
  });
}

/** The page's import statements. */
export function esmImports(tree: Root): EsmImport[] {
  const imports: EsmImport[] = [];
  for (const {statement, line} of esmStatements(tree)) {
    const source = statement.source?.value;
    if (statement.type !== 'ImportDeclaration' || typeof source !== 'string') continue;
    const specifiers = statement.specifiers ?? [];
    const names = specifiers.flatMap((specifier) => (specifier.local?.name ? [specifier.local.name] : []));
    const defaultName = specifiers.find((specifier) => specifier.type === 'ImportDefaultSpecifier')?.local?.name;
    imports.push({source, names, defaultName, line});
  }
  return imports;
}

/** Names a page defines for its JSX itself: what it imports and what it exports (`export const Note = ...`). */
export function declaredNames(tree: Root): Set<string> {
  const names = new Set(esmImports(tree).flatMap((statement) => statement.names));
  for (const {statement} of esmStatements(tree)) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : undefined;
    if (declaration?.id?.name) names.add(declaration.id.name);
    for (const declarator of declaration?.declarations ?? []) if (declarator.id?.name) names.add(declarator.id.name);
  }
  return names;
}

/** The string value of an attribute: `name="x"`, or a string literal in braces (`name={'x'}`). */
export function attributeString(attribute: JsxAttribute): string | undefined {
  const {value} = attribute;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const literal = /^\s*(["'`])([^"'`]*)\1\s*$/.exec(value.value);
    return literal?.[2];
  }
  return undefined;
}

/** The string attributes of a JSX element by name. */
export function jsxAttributes(element: JsxElement): Record<string, string | undefined> {
  const attributes: Record<string, string | undefined> = {};
  for (const attribute of element.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && attribute.name) attributes[attribute.name] = attributeString(attribute);
  }
  return attributes;
}
