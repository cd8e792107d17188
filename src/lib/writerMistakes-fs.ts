/**
 * Writer mistakes that the build and check:docs both refuse, found the same
 * way in both: a file that is not UTF-8, YAML aliases in front matter, an
 * inline `<script>`, two headings with one id, an MDX expression that throws.
 * Build-time and scripts only.
 */
import {runInNewContext} from 'node:vm';
import type {Node} from 'mdast';
import {isJsxElement} from './mdxReader-fs';

/** 1-based line of offset `index` in `text`. */
export function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/**
 * The line of the first U+FFFD: what Node's UTF-8 decoder leaves where a byte
 * sequence is not UTF-8 (a Latin-1 or Windows-1252 file), so the build would
 * carry it into the title, the HTML and the search index.
 */
export function notUtf8Line(text: string): number | null {
  const index = text.indexOf('\uFFFD');
  return index < 0 ? null : lineAt(text, index);
}

export const NOT_UTF8_MESSAGE = 'the file is not valid UTF-8 (a byte sequence decoded as U+FFFD): save it as UTF-8';

const ANCHOR = /(?:^|[\s[{,:-])&([^\s,[\]{}]+)/g;
const ALIAS = /(?:^|[\s[{,:-])\*([^\s,[\]{}]+)/g;

/**
 * The line (1-based, within the YAML text) of the first alias (`*name`) that
 * refers to an anchor (`&name`) of the same text, or null. Aliases are refused
 * before the YAML is loaded: a few lines of nested aliases expand to
 * gigabytes when Docusaurus serialises the front matter.
 */
export function yamlAliasLine(yamlText: string): number | null {
  const anchors = new Set([...yamlText.matchAll(ANCHOR)].map(([, name]) => name));
  if (anchors.size === 0) return null;
  for (const match of yamlText.matchAll(ALIAS)) {
    if (anchors.has(match[1])) return lineAt(yamlText, match.index + match[0].indexOf('*'));
  }
  return null;
}

export const YAML_ALIAS_MESSAGE =
  'front matter uses a YAML alias (*name): write the value out instead; aliases are refused because they can expand without limit';

export const SCRIPT_MESSAGE =
  'a <script> element in a page is not allowed (the site’s Content-Security-Policy blocks it): build behaviour into a component in src/components';

/** The `<script>` elements of a page (MDX reads raw HTML as JSX), with their positions. */
export function scriptElements(tree: Node): Node[] {
  const found: Node[] = [];
  const walk = (node: Node) => {
    if (isJsxElement(node) && node.name?.toLowerCase() === 'script') found.push(node);
    for (const child of (node as {children?: Node[]}).children ?? []) walk(child);
  };
  walk(tree);
  return found;
}

export interface HeadingId {
  id: string;
  line?: number;
}

/** Each heading whose id an earlier heading of the page already has, with that earlier line. */
export function duplicateHeadingIds(headings: HeadingId[]): {id: string; line?: number; firstLine?: number}[] {
  const first = new Map<string, HeadingId>();
  const duplicates: {id: string; line?: number; firstLine?: number}[] = [];
  for (const heading of headings) {
    const earlier = first.get(heading.id);
    if (earlier) duplicates.push({id: heading.id, line: heading.line, firstLine: earlier.line});
    else first.set(heading.id, heading);
  }
  return duplicates;
}

export function duplicateHeadingIdMessage({id, firstLine}: {id: string; firstLine?: number}): string {
  return `two headings have the id #${id} (the first on line ${firstLine ?? '?'}): links to #${id} reach only the first; give each heading its own {#id}`;
}

/** The parts of an estree node the expression check reads. */
interface EstreeNode {
  type: string;
  name?: string;
  computed?: boolean;
  shorthand?: boolean;
  [key: string]: unknown;
}

const GLOBALS = new Set(
  'undefined NaN Infinity Math JSON Number String Boolean Array Object Date RegExp Error Symbol BigInt Map Set parseInt parseFloat encodeURIComponent decodeURIComponent encodeURI decodeURI isNaN isFinite Intl Promise'.split(
    ' ',
  ),
);
/** Names MDX provides to every expression of a page. */
const MDX_SCOPE = new Set(['props', 'frontMatter', 'toc', 'contentTitle', 'metadata', 'assets']);

/** Identifiers an expression reads from outside itself (a scope-blind approximation: names it binds anywhere are left out). */
function freeNames(expression: EstreeNode): Set<string> {
  const bound = new Set<string>();
  const used = new Set<string>();
  const walk = (node: EstreeNode, parent?: EstreeNode, key?: string) => {
    if (node.type === 'Identifier' && node.name) {
      const isPropertyName =
        (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
        (parent?.type === 'Property' && key === 'key' && !parent.computed && !parent.shorthand);
      const isBinding =
        (key === 'params' || key === 'id') &&
        /Function|VariableDeclarator|ClassDeclaration|CatchClause/.test(parent?.type ?? '');
      if (isBinding) bound.add(node.name);
      else if (!isPropertyName) used.add(node.name);
    }
    if (node.type === 'CatchClause' && (node.param as EstreeNode | null)?.name)
      bound.add((node.param as EstreeNode).name ?? '');
    for (const [childKey, value] of Object.entries(node)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item && typeof item === 'object' && typeof (item as EstreeNode).type === 'string')
          walk(item as EstreeNode, node, childKey);
      }
    }
  };
  walk(expression);
  return new Set([...used].filter((name) => !bound.has(name)));
}

/**
 * Why an MDX expression (`{...}` in text or as a block) would throw when the
 * page renders, or null when it cannot tell: a name the page neither imports,
 * exports nor gets from MDX or JavaScript is "not defined"; an expression that
 * reads only JavaScript's globals is run (in an empty sandbox, 100 ms at most)
 * and what it throws is reported.
 */
export function expressionProblem(
  program: {body?: EstreeNode[]} | undefined,
  source: string,
  declared: Set<string>,
): string | null {
  const statement = program?.body?.[0];
  if (!statement || statement.type !== 'ExpressionStatement') return null;
  const names = freeNames(statement.expression as EstreeNode);
  const unknown = [...names].filter((name) => !GLOBALS.has(name) && !MDX_SCOPE.has(name) && !declared.has(name));
  if (unknown.length)
    return `the expression {${source.trim()}} reads ${unknown.join(', ')}, which this page does not define or import`;
  if ([...names].some((name) => !GLOBALS.has(name))) return null;
  try {
    runInNewContext(`(${source})`, {}, {timeout: 100});
    return null;
  } catch (error) {
    return `the expression {${source.trim()}} throws when the page renders: ${(error as Error).message}`;
  }
}
