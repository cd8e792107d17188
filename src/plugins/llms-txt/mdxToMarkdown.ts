/**
 * Turns a doc's MDX source into plain Markdown for AI tools and the
 * "Copy page as Markdown" button: JSX components become their Markdown
 * meaning, imported snippets are inlined, links become absolute URLs.
 * Code blocks are left exactly as written.
 */
import path from 'node:path';
import {MDX_COMPONENTS, type MarkdownContext, type MdxComponentRegistry} from '../../lib/mdxComponents';

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
}

/** Splits front matter from the body; values are read as plain `key: value` lines. */
export function splitFrontMatter(source: string): {data: Record<string, string>; body: string} {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return {data: {}, body: source};
  const data: Record<string, string> = {};
  for (const line of match[1].split(/\r?\n/)) {
    const pair = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(line);
    if (pair) data[pair[1]] = pair[2].replace(/^(['"])(.*)\1$/, '$2').trim();
  }
  return {data, body: source.slice(match[0].length)};
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|\\{["'\`]([^"'\`]*)["'\`]\\})`).exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** The string attributes of a tag (`name="x"`, `name='x'`, `name={'x'}`), as a component's Markdown meaning reads them. */
function attributesOf(tag: string): Record<string, string | undefined> {
  const attributes: Record<string, string | undefined> = {};
  for (const [, name] of tag.matchAll(/\s([A-Za-z][\w-]*)=/g)) attributes[name] = attribute(tag, name);
  return attributes;
}

function markdownContext(tag: string, line: string, options: ConvertOptions): MarkdownContext {
  return {attributes: attributesOf(tag), link: (url) => absoluteLink(url, options), line};
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
  if (/^[a-z]+:/i.test(url) || url.startsWith('#')) return url;
  if (url.startsWith('/')) return options.siteUrl + url;
  const [target, anchor] = url.split('#');
  if (!/\.mdx?$/.test(target)) return url;
  const route = routeOfFile(path.resolve(path.dirname(options.filePath), target), options.docsDir);
  return options.siteUrl + route + (anchor ? `#${anchor}` : '');
}

/** Replaces JSX and links in one line of prose (outside code blocks). */
function convertInline(line: string, options: ConvertOptions): string {
  const components: MdxComponentRegistry = options.components ?? MDX_COMPONENTS;
  return line
    .replace(/<([A-Z][\w.]*)((?:\s[^<>]*?)?)\s*\/>/g, (tag, name: string) => {
      const meaning = components[name]?.markdown;
      return meaning?.kind === 'inline' ? (meaning.render(markdownContext(tag, line, options)) ?? tag) : tag;
    })
    .replace(/\]\(([^)\s]+)\)/g, (_, url: string) => `](${absoluteLink(url, options)})`)
    .replace(/\s*\{#[\w-]+\}\s*$/, '');
}

/** Converts the body of a doc (front matter removed) into plain Markdown. */
export function mdxBodyToMarkdown(body: string, options: ConvertOptions): string {
  const components: MdxComponentRegistry = options.components ?? MDX_COMPONENTS;
  const imports = new Map<string, string>();
  const out: string[] = [];
  const lines = body.split(/\r?\n/);
  let fence: string | null = null;
  let quoteDepth = 0;
  const push = (text: string) => out.push(quoteDepth > 0 && text !== '' ? `> ${text}` : quoteDepth > 0 ? '>' : text);

  for (let index = 0; index < lines.length; index += 1) {
    const raw = lines[index];
    const trimmed = raw.trim();
    const fenceMatch = /^(\s*)(`{3,}|~{3,})/.exec(raw);
    if (fence) {
      push(raw);
      if (fenceMatch && fenceMatch[2].startsWith(fence) && trimmed === fenceMatch[2]) fence = null;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[2];
      push(
        raw.replace(/(```+\w*)\s+.*$/, (_, open: string) => {
          const title = attribute(raw, 'title');
          return title ? `${open} title="${title}"` : open;
        }),
      );
      continue;
    }
    // ESM: remember snippet imports, drop the rest.
    const importMatch = /^import\s+(\w+)\s+from\s+['"]([^'"]+)['"];?\s*$/.exec(trimmed);
    if (importMatch) {
      imports.set(importMatch[1], importMatch[2]);
      continue;
    }
    if (/^(import|export)\s/.test(trimmed)) continue;

    // Admonitions become block quotes with a bold label.
    const admonition = /^:::(\w+)(?:\[(.*)\]|\s+(.*))?$/.exec(trimmed);
    if (admonition) {
      const label = admonition[1].charAt(0).toUpperCase() + admonition[1].slice(1);
      const title = admonition[2] ?? admonition[3];
      if (quoteDepth === 0) out.push('');
      quoteDepth += 1;
      push(`**${label}${title ? `: ${title}` : ''}**`);
      push('');
      continue;
    }
    if (trimmed === ':::' && quoteDepth > 0) {
      quoteDepth -= 1;
      if (quoteDepth === 0) out.push('');
      continue;
    }

    // Self-closing component that is an imported snippet: inline it.
    const selfClosing = /^<(\w+)\s*\/>$/.exec(trimmed);
    if (selfClosing && imports.has(selfClosing[1])) {
      const spec = imports.get(selfClosing[1]) ?? '';
      const resolved = spec.startsWith('@site/')
        ? path.join(options.docsDir, '..', spec.slice('@site/'.length))
        : path.resolve(path.dirname(options.filePath), spec);
      const source = options.readImport?.(resolved);
      if (source !== undefined) {
        const snippet = splitFrontMatter(source).body;
        const converted = mdxBodyToMarkdown(snippet, {...options, filePath: resolved}).trim();
        for (const line of converted.split('\n')) push(line);
      }
      continue;
    }

    // A line that opens with a component that has a Markdown line of its own.
    const opening = /^<([A-Z][\w.]*)\b/.exec(trimmed);
    const meaning = opening ? components[opening[1]]?.markdown : undefined;
    if (meaning?.kind === 'block') {
      const markdown = meaning.render(markdownContext(trimmed, trimmed, options));
      if (markdown !== null) push(markdown);
      continue;
    }
    // Any other line made only of JSX tags (wrappers, closing tags) disappears.
    if (/^(<\/?[A-Z][\w.]*(\s[^>]*)?\/?>\s*)+$/.test(trimmed)) continue;

    push(convertInline(raw, options));
  }
  return (
    out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim() + '\n'
  );
}

/** The whole page as Markdown: title, description, then the converted body. */
export function docToMarkdown(source: string, options: ConvertOptions & {title?: string; url?: string}): string {
  const {data, body} = splitFrontMatter(source);
  const title = options.title ?? data.title ?? '';
  const header = [`# ${title}`, ''];
  if (data.description) header.push(`> ${data.description}`, '');
  if (options.url) header.push(`Source: ${options.url}`, '');
  return header.join('\n') + '\n' + mdxBodyToMarkdown(body, options);
}
