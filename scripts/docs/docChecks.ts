/**
 * Checks of one Markdown/MDX doc file that need no build: the same rules the
 * production build and the content tests enforce, with file and line.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {visit} from 'unist-util-visit';
import ts from 'typescript';
import type {Root, Code, Heading, Link, Node as MdastNode} from 'mdast';
import {frontMatterProblems} from './frontMatterChecks';
import {diagramProblem} from '../../src/plugins/mermaid-svg/remarkMermaidSvg';
import {SEARCH_PAGE_ROUTE} from '../../src/lib/routes';
import sidebars from '../../sidebars';
import {MDX_COMPONENTS, knownComponentNames, type MdxComponentRegistry} from '../../src/lib/mdxComponents';
import {declaredNames, esmImports, frontMatter, frontMatterNode, isJsxElement, parseMdx} from '../../src/lib/mdxReader-fs';
import {ADMONITIONS} from '../../src/lib/admonitions';
import {PROSE_WORD_FLOOR} from '../../src/lib/contentRules';
import {isHubComponent} from '../../src/lib/hubPages';
import {LLMS_FULL_TXT_ROUTE, LLMS_TXT_ROUTE} from '../../src/lib/llmsFiles';
import {missingImport} from '../../src/lib/importTarget-fs';
import {rawFileProblem} from '../../src/lib/parseFrontMatter-fs';
import {ADDITIONAL_LANGUAGES} from '../../src/lib/prismSlim/additionalLanguages';
import {buildPrism, highlightFence, unknownLanguageMessage} from '../../src/lib/prismSlim/highlightAtBuild-fs';
import {
  SCRIPT_MESSAGE,
  duplicateHeadingIdMessage,
  duplicateHeadingIds,
  expressionProblem,
  scriptElements,
} from '../../src/lib/writerMistakes-fs';

export interface DocProblem {
  file: string;
  line?: number;
  message: string;
}

const SIDEBARS = new Set(Object.keys(sidebars));
const KNOWN_ADMONITIONS = new Set(ADMONITIONS);
const MIN_WORDS = PROSE_WORD_FLOOR;

/** Each heading's id, in page order: explicit `{#id}` or the slug of the heading text (numbered when repeated). */
export function headingIdList(tree: Root): {id: string; line?: number}[] {
  const ids: {id: string; line?: number}[] = [];
  const counts = new Map<string, number>();
  visit(tree, 'heading', (node: Heading) => {
    const text = plainText(node);
    const explicit = /\{#([^}]+)\}\s*$/.exec(text)?.[1];
    let id = explicit ?? slugify(text);
    if (explicit === undefined) {
      const seen = counts.get(id) ?? 0;
      counts.set(id, seen + 1);
      if (seen) id = `${id}-${seen}`;
    }
    ids.push({id, line: node.position?.start.line});
  });
  return ids;
}

/** The anchor ids a page defines: its headings' ids and `id` attributes of its elements. */
export function headingIds(tree: Root): Set<string> {
  const ids = new Set(headingIdList(tree).map(({id}) => id));
  visit(tree, (node: MdastNode) => {
    const attributes = (node as {attributes?: {name?: string; value?: unknown}[]}).attributes;
    for (const attribute of Array.isArray(attributes) ? attributes : []) {
      if (attribute.name === 'id' && typeof attribute.value === 'string') ids.add(attribute.value);
    }
  });
  return ids;
}

/** GitHub-style slug, as Docusaurus computes heading ids. */
export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\u2000-\u206F\u2E00-\u2E7F\\'!"#$%&()*+,./:;<=>?@[\]^`{|}~’]/g, '')
    .replace(/\s/g, '-');
}

function plainText(node: MdastNode): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node && Array.isArray(node.children)) return (node.children as MdastNode[]).map(plainText).join('');
  return '';
}

/** Words of prose: text outside code blocks, front matter, imports and JSX attributes. */
export function proseWordCount(tree: Root): number {
  let words = 0;
  visit(tree, (node: MdastNode) => {
    if (node.type === 'text' || node.type === 'inlineCode') {
      words += String((node as unknown as {value: string}).value)
        .split(/\s+/)
        .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
    }
  });
  return words;
}

/** A syntax error in a code block, or null when the block parses. */
export function codeBlockError(lang: string, code: string): string | null {
  const language = lang.toLowerCase();
  if (language === 'json') {
    try {
      JSON.parse(code);
      return null;
    } catch (error) {
      return `invalid JSON: ${(error as Error).message}`;
    }
  }
  const fileNames: Record<string, string> = {
    js: 'block.jsx',
    javascript: 'block.jsx',
    jsx: 'block.jsx',
    mjs: 'block.mjs',
    cjs: 'block.cjs',
    ts: 'block.ts',
    typescript: 'block.ts',
    tsx: 'block.tsx',
  };
  const fileName = fileNames[language];
  if (!fileName) return null;
  const result = ts.transpileModule(code, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: {
      jsx: ts.JsxEmit.Preserve,
      allowJs: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
    },
  });
  const errors = (result.diagnostics ?? []).filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
  const [first] = errors;
  if (!first) return null;
  const where =
    first.file && first.start !== undefined ? first.file.getLineAndCharacterOfPosition(first.start).line + 1 : 0;
  return `${language} does not parse (line ${where} of the block): ${ts.flattenDiagnosticMessageText(first.messageText, ' ')}`;
}

/** Most keywords a page may list (search weights them above its text; a long list dilutes them). */
export const MAX_KEYWORDS = 15;

/**
 * Every doc page lists, in front matter `keywords:` (a YAML list), the
 * questions, reader words and error texts it answers. Search indexes them
 * above body text and llms.txt lists them; they are shown nowhere on the
 * page. Docusaurus joins them with commas in <meta name="keywords">, so an
 * entry may not contain a comma.
 */
export function keywordsProblem(keywords: unknown): string | null {
  const hint =
    'list what a reader would type to find this page, e.g. keywords: ["run a job every night", "cron.tasks"]';
  if (keywords === undefined) return `front matter needs keywords: ${hint}`;
  if (!Array.isArray(keywords) || keywords.length === 0) return `keywords must be a non-empty YAML list: ${hint}`;
  if (keywords.length > MAX_KEYWORDS) return `keywords has ${keywords.length} entries (max ${MAX_KEYWORDS})`;
  for (const keyword of keywords) {
    if (typeof keyword !== 'string' || !keyword.trim()) return 'each keyword must be a non-empty string';
    if (keyword.includes(','))
      return `keyword "${keyword}" contains a comma (Docusaurus joins keywords with commas): split it`;
  }
  return null;
}

/** Whether a page's source makes it a hub (src/lib/hubPages.ts): it uses a hub component. */
export function isHub(tree: Root, components: MdxComponentRegistry = MDX_COMPONENTS): boolean {
  let hub = false;
  visit(tree, (node: MdastNode) => {
    if (isJsxElement(node) && node.name && isHubComponent(node.name, components)) hub = true;
  });
  return hub;
}

const anchorCache = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let ids = anchorCache.get(file);
  if (!ids) {
    try {
      ids = headingIds(parseMdx(readFileSync(file, 'utf8')));
    } catch {
      ids = new Set();
    }
    anchorCache.set(file, ids);
  }
  return ids;
}

function routeFile(route: string, root: string): string | null {
  const clean = route.replace(/\/$/, '');
  for (const candidate of [`${clean}.md`, `${clean}.mdx`, `${clean}/index.md`, `${clean}/index.mdx`]) {
    const file = path.join(root, 'docs', candidate);
    if (existsSync(file)) return file;
  }
  return null;
}

const PAGES = new Set<string>(['/', '/home', SEARCH_PAGE_ROUTE]);
const STATIC_FILES = new Set([LLMS_TXT_ROUTE, LLMS_FULL_TXT_ROUTE]);

function checkLink(url: string, file: string, root: string): string | null {
  if (/^(https?:|mailto:|tel:|pathname:)/.test(url)) return null;
  const [target = '', anchor] = url.split('#');
  if (target === '') {
    return anchor && !anchorsOf(file).has(anchor) ? `anchor #${anchor} not found on this page` : null;
  }
  if (target.startsWith('/')) {
    if (PAGES.has(target) || STATIC_FILES.has(target)) return null;
    if (existsSync(path.join(root, 'static', target))) return null;
    const doc = routeFile(target, root);
    if (!doc) return `link to ${target}: no doc at that route`;
    if (anchor && !anchorsOf(doc).has(anchor)) return `anchor #${anchor} not found in ${path.relative(root, doc)}`;
    return null;
  }
  if (!/\.mdx?$/.test(target)) return `relative link ${url} should point at a .md file`;
  const resolved = path.resolve(path.dirname(file), target);
  if (!existsSync(resolved)) return `link ${target} points at a missing file`;
  if (anchor && !anchorsOf(resolved).has(anchor))
    return `anchor #${anchor} not found in ${path.relative(root, resolved)}`;
  return null;
}

export async function checkDoc(
  file: string,
  source: string,
  root: string,
  components: MdxComponentRegistry = MDX_COMPONENTS,
): Promise<DocProblem[]> {
  const knownComponents = knownComponentNames(components);
  const problems: DocProblem[] = [];
  const add = (message: string, line?: number) => problems.push({file, line, message});
  const raw = rawFileProblem(source);
  if (raw) {
    add(raw.message, raw.line);
    return problems;
  }
  let tree: Root;
  try {
    tree = parseMdx(source);
  } catch (error) {
    const err = error as {line?: number; reason?: string; message: string};
    // Errors at the end of the file carry their position only in the message: "(5:1-5:23)".
    const line = err.line ?? (Number(/\((\d+):\d+/.exec(err.message)?.[1] ?? 0) || undefined);
    add(`MDX does not parse: ${err.reason ?? err.message}`, line);
    return problems;
  }
  const isSnippet = file.includes(`${path.sep}snippets${path.sep}`);

  // Front matter.
  const yamlNode = frontMatterNode(tree);
  let front: Record<string, unknown> = {};
  if (!yamlNode) add('front matter is missing');
  else {
    try {
      front = frontMatter(tree);
      for (const problem of frontMatterProblems(front, yamlNode.value, yamlNode.position?.start.line ?? 1))
        add(problem.message, problem.line);
    } catch (error) {
      add(`front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`, 2);
    }
  }
  // A value of the wrong type is reported by the schema above; these are about missing or empty values.
  const missing = (value: unknown) =>
    value === undefined || value === null || (typeof value === 'string' && !value.trim());
  if (missing(front.title)) add('front matter needs a title');
  if (missing(front.description)) add('front matter needs a description');
  else if (typeof front.description === 'string' && front.description.length > 160)
    add(`description is ${front.description.length} characters (max 160)`);
  if ('slug' in front || 'id' in front) add('do not set slug or id: the route is the file path');
  if (!isSnippet && yamlNode) {
    const problem = keywordsProblem(front.keywords);
    if (problem) add(problem, 2);
  }
  const sidebar = front.displayed_sidebar;
  if (sidebar !== undefined && (typeof sidebar !== 'string' || !SIDEBARS.has(sidebar))) {
    add(
      `displayed_sidebar ${typeof sidebar === 'string' ? sidebar : JSON.stringify(sidebar)} is not one of ${[...SIDEBARS].join(', ')}`,
    );
  }

  // Headings, components, links and code.
  const declared = declaredNames(tree);
  for (const {source: spec, line} of esmImports(tree)) {
    const problem = missingImport(spec, file, root);
    if (problem) add(problem, line);
  }
  for (const script of scriptElements(tree)) add(SCRIPT_MESSAGE, script.position?.start.line);
  for (const duplicate of duplicateHeadingIds(headingIdList(tree))) add(duplicateHeadingIdMessage(duplicate), duplicate.line);
  visit(tree, 'heading', (node: Heading) => {
    if (node.depth === 1)
      add('do not write a # H1: the title is rendered from front matter', node.position?.start.line);
  });
  visit(tree, (node: MdastNode) => {
    const line = node.position?.start.line;
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const name = (node as unknown as {name: string | null}).name;
      if (name && /^[A-Z]/.test(name) && !knownComponents.has(name) && !declared.has(name.split('.')[0] ?? name)) {
        add(`unknown component <${name}>`, line);
      }
    }
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      const expression = node as unknown as {value: string; data?: {estree?: {body?: never[]}}};
      const problem = expressionProblem(expression.data?.estree, expression.value, declared);
      if (problem) add(problem, line);
    }
    if (node.type === 'containerDirective') {
      const name = (node as unknown as {name: string}).name;
      if (!KNOWN_ADMONITIONS.has(name)) add(`unknown admonition :::${name}`, line);
    }
    if (node.type === 'link') {
      const problem = checkLink((node as Link).url, file, root);
      if (problem) add(problem, line);
    }
    if (node.type === 'code') {
      const code = node as Code;
      if (!code.lang) add('code block without a language', line);
      else if (code.lang === 'jsonc') add('use js or text instead of jsonc', line);
      else if (code.lang !== 'mermaid' && highlightFence(buildPrism(ADDITIONAL_LANGUAGES), code).kind === 'unknown-language')
        add(unknownLanguageMessage(code.lang), line);
      else {
        const error = codeBlockError(code.lang, code.value);
        if (error) add(error, line);
      }
    }
  });
  // Diagrams, drawn by the build's renderer (which caches them for the next build).
  const diagrams: Code[] = [];
  visit(tree, 'code', (node: Code) => {
    if (node.lang === 'mermaid') diagrams.push(node);
  });
  for (const node of diagrams) {
    try {
      const problem = await diagramProblem(node.value, node.position?.start.line ?? 1);
      if (problem) add(problem.message, problem.line);
    } catch (error) {
      add((error as Error).message, node.position?.start.line);
    }
  }
  // Links in JSX attributes (cards).
  visit(tree, (node: MdastNode) => {
    const attributes = (node as {attributes?: {name?: string; value?: unknown}[]}).attributes;
    for (const attribute of Array.isArray(attributes) ? attributes : []) {
      if (
        (attribute.name === 'link' || attribute.name === 'href' || attribute.name === 'to') &&
        typeof attribute.value === 'string'
      ) {
        const problem = checkLink(attribute.value, file, root);
        if (problem) add(problem, node.position?.start.line);
      }
    }
  });

  if (!isSnippet && !isHub(tree, components)) {
    const words = proseWordCount(tree);
    if (words < MIN_WORDS)
      add(`only ${words} words of prose (at least ${MIN_WORDS} besides code; hubs with cards excepted)`);
  }
  return problems;
}
