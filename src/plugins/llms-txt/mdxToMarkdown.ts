/**
 * Turns a doc into plain Markdown for AI tools and the "Copy page as
 * Markdown" button. It walks the tree of the one MDX reader
 * (src/lib/mdxReader-fs.ts): each MDX component becomes its Markdown meaning from
 * src/lib/mdxComponents.ts, admonitions become block quotes, imported snippets
 * are inlined, links become absolute URLs. Everything else (prose, lists,
 * tables, code blocks) is copied from the source as written.
 */
import path from 'node:path';
import type {Node, Root} from 'mdast';
import {MDX_COMPONENTS, type MdxComponentRegistry} from '../../lib/mdxComponents';
import {
  esmImports,
  frontMatter,
  hasChildren,
  isContainerDirective,
  isJsxElement,
  jsxAttributes,
  readMdx,
  type ContainerDirective,
  type JsxElement,
} from '../../lib/mdxReader-fs';

export interface ConvertOptions {
  /** Absolute path of the source file, to resolve relative links and imports. */
  filePath: string;
  /** Absolute path of the docs folder. */
  docsDir: string;
  /** Site origin used for absolute links, without trailing slash. */
  siteUrl: string;
  /** Returns the MDX source of an imported file (snippets), or undefined. */
  readImport?: (absolutePath: string) => string | undefined;
  /** The components and their Markdown meaning; src/lib/mdxComponents.ts unless a test passes its own. */
  components?: MdxComponentRegistry;
  /**
   * Each imported snippet's rendering by absolute path, kept across the docs converted with the same
   * options (a snippet renders the same whichever page imports it), so each snippet is parsed once.
   */
  snippetCache?: Map<string, string>;
}

/** Route of a docs file: docs/dev-docs/api/rest.md → /dev-docs/api/rest. */
export function routeOfFile(file: string, docsDir: string): string {
  return (
    '/' +
    path
      .relative(docsDir, file)
      .split(path.sep)
      .join('/')
      .replace(/\.mdx?$/, '')
      .replace(/\/index$/, '')
  );
}

function absoluteLink(url: string, options: ConvertOptions): string {
  // `pathname:///file` is Docusaurus' way to link a static file outside the router: outside the site it is a path.
  if (url.startsWith('pathname://')) return options.siteUrl + url.slice('pathname://'.length);
  if (/^[a-z]+:/i.test(url) || url.startsWith('#')) return url;
  if (url.startsWith('/')) return options.siteUrl + url;
  const [target = '', anchor] = url.split('#');
  if (!/\.mdx?$/.test(target)) return url;
  const route = routeOfFile(path.resolve(path.dirname(options.filePath), target), options.docsDir);
  return options.siteUrl + route + (anchor ? `#${anchor}` : '');
}

/** Nodes the export rewrites as a whole block, so a blank line always separates them from their neighbours. */
const REWRITTEN_BLOCKS = new Set(['mdxJsxFlowElement', 'containerDirective', 'mdxjsEsm', 'yaml', 'mdxFlowExpression']);

const start = (node: Node) => node.position?.start.offset ?? 0;
const end = (node: Node) => node.position?.end.offset ?? 0;

/** Renders one parsed document; `text` is the source the tree's offsets point into. */
function renderDocument(text: string, tree: Root, options: ConvertOptions): string {
  const components: MdxComponentRegistry = options.components ?? MDX_COMPONENTS;
  const snippets = new Map<string, string>();
  for (const {defaultName, source} of esmImports(tree)) if (defaultName) snippets.set(defaultName, source);

  const slice = (node: Node) => text.slice(start(node), end(node));

  /** The spaces before a block on its first line (what the source indents it by). */
  const indentOf = (node: Node): string => {
    const lineStart = text.lastIndexOf('\n', start(node) - 1) + 1;
    const before = text.slice(lineStart, start(node));
    return /^[ \t]*$/.test(before) ? before : '';
  };

  /** The source of `node` with each child replaced by its rendering. */
  const withChildren = (node: Node, from = start(node), to = end(node)): string => {
    if (!hasChildren(node) || node.children.length === 0) return text.slice(from, to);
    let out = '';
    let cursor = from;
    for (const child of node.children) {
      out += text.slice(cursor, start(child)) + render(child);
      cursor = end(child);
    }
    return out + text.slice(cursor, to);
  };

  /** What a node's children make inline, without the node's own syntax (a text element's content). */
  const inlineChildren = (node: Node): string => {
    if (!hasChildren(node)) return '';
    const first = node.children[0];
    const last = node.children.at(-1);
    return first && last ? withChildren(node, start(first), end(last)) : '';
  };

  /** A block the export rewrote, except a self-closing tag that became one line (a card, a badge, an image). */
  const isRewrittenBlock = (node: Node, rendered: string) =>
    REWRITTEN_BLOCKS.has(node.type) && !(isJsxElement(node) && node.children.length === 0 && !rendered.includes('\n'));

  /**
   * Blocks one under the other, as far apart as in the source (one blank line at most; side by
   * side when they share a line, like two badges), and always a blank line around a block the
   * export rewrote into several lines or dropped. `indentFirst` is false when the caller's
   * text already stands at the first block's place.
   */
  const blocks = (children: readonly Node[], indentFirst: boolean): string => {
    let out = '';
    let previous: {node: Node; rendered: string} | undefined;
    let dropped = false;
    for (const child of children) {
      const rendered = render(child);
      if (!rendered.trim()) {
        dropped = true;
        continue;
      }
      if (previous) {
        const gap = text.slice(end(previous.node), start(child));
        const newlines = gap.match(/\n/g)?.length ?? 0;
        const blank =
          dropped ||
          newlines >= 2 ||
          isRewrittenBlock(child, rendered) ||
          isRewrittenBlock(previous.node, previous.rendered);
        out += newlines === 0 && !blank ? ' ' : (blank ? '\n\n' : '\n') + indentOf(child);
      } else if (indentFirst) out += indentOf(child);
      out += rendered;
      previous = {node: child, rendered};
      dropped = false;
    }
    return out;
  };

  const quote = (markdown: string, indent: string) =>
    markdown
      .split('\n')
      .map((line) => {
        const inner = line.startsWith(indent) ? line.slice(indent.length) : line;
        return inner.trim() ? `${indent}> ${inner}` : `${indent}>`;
      })
      .join('\n')
      .slice(indent.length);

  const admonition = (node: ContainerDirective): string => {
    const [first, ...rest] = node.children;
    const labelled = (first?.data as {directiveLabel?: boolean} | undefined)?.directiveLabel === true;
    const title = labelled && first ? inlineChildren(first) : '';
    const label = node.name.charAt(0).toUpperCase() + node.name.slice(1);
    const body = blocks(labelled ? rest : node.children, true);
    return quote(`**${label}${title ? `: ${title}` : ''}**${body ? `\n\n${body}` : ''}`, indentOf(node));
  };

  const snippet = (specifier: string): string => {
    const resolved = specifier.startsWith('@site/')
      ? path.join(options.docsDir, '..', specifier.slice('@site/'.length))
      : path.resolve(path.dirname(options.filePath), specifier);
    const cached = options.snippetCache?.get(resolved);
    if (cached !== undefined) return cached;
    const source = options.readImport?.(resolved);
    if (source === undefined) return '';
    const document = readMdx(source);
    const rendered = renderDocument(document.text, document.tree, {...options, filePath: resolved}).trim();
    options.snippetCache?.set(resolved, rendered);
    return rendered;
  };

  const element = (node: JsxElement): string => {
    const flow = node.type === 'mdxJsxFlowElement';
    const content = () => (flow ? blocks(node.children, false) : inlineChildren(node));
    if (!node.name) return content();
    const imported = snippets.get(node.name);
    if (imported !== undefined) return snippet(imported);
    const meaning = components[node.name]?.markdown;
    if (!meaning) {
      // HTML elements stay as written; an unknown component keeps its content (check:docs reports it).
      if (!/^[A-Z]/.test(node.name)) return withChildren(node);
      return flow ? content() : slice(node);
    }
    const context = () => ({
      attributes: jsxAttributes(node),
      link: (url: string) => absoluteLink(url, options),
      source: slice(node),
    });
    switch (meaning.kind) {
      case 'omit':
        return '';
      case 'wrapper':
        return content();
      case 'inline':
        return meaning.render(context()) ?? slice(node);
      case 'block': {
        const line = meaning.render(context());
        const body = flow ? blocks(node.children, true) : inlineChildren(node);
        if (line === null) return flow ? body.trimStart() : body;
        return body.trim() ? `${line}${flow ? '\n\n' : ' '}${body}` : line;
      }
    }
  };

  /** Rewrites the URL of a link, an image or a definition (`](url` or `]: url`) to an absolute one. */
  const withAbsoluteUrl = (rendered: string, pattern: RegExp) =>
    rendered.replace(pattern, (_, before: string, url: string) => before + absoluteLink(url, options));

  function render(node: Node): string {
    if (isJsxElement(node)) return element(node);
    if (isContainerDirective(node)) return admonition(node);
    switch (node.type) {
      case 'root':
        return hasChildren(node) ? blocks(node.children, true) : '';
      case 'yaml':
      case 'mdxjsEsm':
        return '';
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        // A comment `{/* ... */}` is for writers; other expressions stay as written.
        return /^\{\s*\/\*[\s\S]*\*\/\s*\}$/.test(slice(node)) ? '' : slice(node);
      case 'code': {
        const source = slice(node);
        const newline = source.indexOf('\n');
        const opening = newline === -1 ? source : source.slice(0, newline);
        const fence = /^(`{3,}|~{3,})/.exec(opening)?.[1];
        if (!fence) return source;
        const code = node as Node & {lang?: string | null; meta?: string | null};
        const title = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(code.meta ?? '');
        const titleText = title ? (title[1] ?? title[2]) : undefined;
        const rewritten = `${fence}${code.lang ?? ''}${titleText !== undefined ? ` title="${titleText}"` : ''}`;
        return newline === -1 ? rewritten : rewritten + source.slice(newline);
      }
      case 'inlineCode':
        return slice(node);
      case 'heading':
        // `{#id}` sets the anchor on the site; in Markdown it is noise.
        return withChildren(node).replace(/\s*\\?\{#[\w-]+\\?\}\s*$/, '');
      case 'link':
      case 'image': {
        const last = hasChildren(node) ? node.children.at(-1) : undefined;
        const tailStart = last ? end(last) : start(node);
        const head = text.slice(start(node), tailStart);
        const rendered = last ? withChildren(node, start(node), tailStart) : head;
        return rendered + withAbsoluteUrl(text.slice(tailStart, end(node)), /(\]\(\s*)([^\s)<>]+)/);
      }
      case 'definition':
        return withAbsoluteUrl(slice(node), /^(\[[^\]]*\]:\s*)([^\s<>]+)/);
      default:
        return withChildren(node);
    }
  }

  return render(tree);
}

function finish(markdown: string): string {
  return markdown.trim() + '\n';
}

/** Converts the body of a doc (front matter, if any, is left out) into plain Markdown. */
export function mdxBodyToMarkdown(body: string, options: ConvertOptions): string {
  const {text, tree} = readMdx(body);
  return finish(renderDocument(text, tree, options));
}

/** The whole page as Markdown: title, description, then the converted body. */
export function docToMarkdown(source: string, options: ConvertOptions & {title?: string; url?: string}): string {
  const {text, tree} = readMdx(source);
  const data = frontMatter(tree);
  const title = options.title ?? (typeof data.title === 'string' ? data.title : '');
  const header = [`# ${title}`, ''];
  if (typeof data.description === 'string' && data.description) header.push(`> ${data.description}`, '');
  if (options.url) header.push(`Source: ${options.url}`, '');
  return header.join('\n') + '\n' + finish(renderDocument(text, tree, options));
}
