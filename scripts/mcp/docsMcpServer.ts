/**
 * The read-only MCP server of the Strapi 4.25.9 docs: three tools (search,
 * read a page, list a doc set's pages), every page as a resource, and a
 * prompt that sets a question up to be answered from these docs. The same
 * server runs over stdio (scripts/mcp/mcp.ts) and Streamable HTTP
 * (scripts/mcp/mcp-http.ts). Every answer says which Strapi it is about.
 */
import {McpServer, ResourceTemplate} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {STRAPI_VERSION} from '../../config/site';
import {BuildNotReadyError, PageInputError, UnknownPageError, type DocsLibrary} from './docsLibrary';
import {MAX_PAGE_INPUT} from './pageRoute';

/** Longest query accepted: reader queries are a few words; a pasted error message fits. */
export const MAX_QUERY_LENGTH = 200;
export const MAX_RESULTS = 20;
const DOC_SET_IDS = ['dev-docs', 'user-docs', 'cloud'] as const;

/** Said with every answer: models trained mostly on Strapi 5 mix the two up. */
export const VERSION_NOTE =
  `These are the Strapi ${STRAPI_VERSION} docs (Strapi 4), not Strapi 5: documentId, flattened REST responses and ` +
  'the Document Service API do not exist in Strapi 4. In Strapi 4 entries are identified by their numeric id, REST ' +
  'responses nest fields under data.attributes (relations under data too), and server code uses the Entity Service ' +
  'API (strapi.entityService) or the Query Engine (strapi.db.query).';

const RESOURCE_SCHEME = 'strapi4-docs';

function toolError(message: string): CallToolResult {
  return {isError: true, content: [{type: 'text', text: message}]};
}

/** Runs a tool body; what a caller can fix (bad page, missing build) comes back as a tool error with its message. */
async function answer(run: () => CallToolResult | Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof BuildNotReadyError || error instanceof UnknownPageError || error instanceof PageInputError)
      return toolError(error.message);
    console.error(error);
    return toolError('The docs server failed to answer this call; the error is in its log.');
  }
}

const searchHitSchema = z.object({
  title: z.string(),
  docSet: z.string(),
  url: z.string(),
  pageUrl: z.string(),
  section: z.string(),
  snippet: z.string(),
  otherSections: z.array(z.object({section: z.string(), url: z.string()})),
});

export function createDocsMcpServer(library: () => DocsLibrary): McpServer {
  const server = new McpServer(
    {name: 'strapi4-docs', title: `Strapi ${STRAPI_VERSION} documentation`, version: STRAPI_VERSION},
    {
      instructions:
        `Answers from the Strapi ${STRAPI_VERSION} documentation. Search with search_docs, then read the best page ` +
        `with read_page before answering, and cite its URL. ${VERSION_NOTE}`,
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: `Search the Strapi ${STRAPI_VERSION} docs`,
      description:
        `Search the Strapi ${STRAPI_VERSION} documentation (developer docs, admin-panel user guide, Strapi Cloud) with ` +
        "the site's own search engine. Use it first for any Strapi 4 question (how to do something, a config option, " +
        'an API or CLI name, an error message) instead of answering from memory, which often mixes in Strapi 5. ' +
        'Returns the best pages, each with its best section, URL and a snippet; then call read_page with a URL ' +
        'to read the whole page.',
      inputSchema: {
        query: z
          .string()
          .trim()
          .min(1, 'The query is empty: pass a few words, an identifier or an error message.')
          .max(
            MAX_QUERY_LENGTH,
            `The query is longer than ${MAX_QUERY_LENGTH} characters: keep the words or error text that matter.`,
          )
          .describe(
            'What to look for: a few words, an identifier (populate=*, strapi.entityService) or an error text.',
          ),
        docSet: z
          .enum(DOC_SET_IDS)
          .optional()
          .describe(
            'Only this doc set: dev-docs (developers), user-docs (admin panel, for editors), cloud (Strapi Cloud). All when omitted.',
          ),
        limit: z
          .number()
          .int()
          .min(1)
          .max(MAX_RESULTS)
          .optional()
          .describe(`How many pages to return, 1 to ${MAX_RESULTS} (default 5).`),
      },
      outputSchema: {
        strapiVersion: z.string(),
        note: z.string(),
        query: z.string(),
        results: z.array(searchHitSchema),
        partial: z.boolean(),
        widenedFrom: z.string().nullable(),
        total: z.number(),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({query, docSet, limit}) =>
      answer(() => {
        const found = library().search(query, {docSet, limit});
        const lines = [`Strapi ${STRAPI_VERSION} docs, search for "${query}": ${found.total} page(s) matched.`];
        if (found.widenedFrom) lines.push(`No results in ${found.widenedFrom}; showing all docs.`);
        if (found.partial && found.hits.length)
          lines.push('No page has every word of the query: these are the closest matches.');
        if (!found.hits.length) lines.push('Nothing found: try other words, or list_pages to browse a doc set.');
        found.hits.forEach((hit, index) => {
          lines.push(
            '',
            `${index + 1}. ${hit.title} (${hit.docSet}) — section "${hit.section}"`,
            `   ${hit.url}`,
            `   ${hit.snippet}`,
          );
          for (const other of hit.otherSections) lines.push(`   also: "${other.section}" ${other.url}`);
        });
        lines.push('', VERSION_NOTE);
        return {
          content: [{type: 'text', text: lines.join('\n')}],
          structuredContent: {
            strapiVersion: STRAPI_VERSION,
            note: VERSION_NOTE,
            query,
            results: found.hits,
            partial: found.partial,
            widenedFrom: found.widenedFrom,
            total: found.total,
          },
        };
      }),
  );

  server.registerTool(
    'read_page',
    {
      title: `Read a page of the Strapi ${STRAPI_VERSION} docs`,
      description:
        `Read one page of the Strapi ${STRAPI_VERSION} documentation as Markdown: its text, code examples and tables, ` +
        'with absolute links. Use it after search_docs or list_pages to read the page before answering, with a URL ' +
        'they returned (an anchor is fine) or a path such as /dev-docs/api/rest/populate-select.',
      inputSchema: {
        page: z
          .string()
          .max(MAX_PAGE_INPUT, `The page is longer than ${MAX_PAGE_INPUT} characters: pass its URL or path.`)
          .describe(
            'The page URL (https://…/dev-docs/api/rest) or path (/dev-docs/api/rest); .md and #anchors are accepted.',
          ),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({page}) =>
      answer(() => {
        const read = library().readPage(page);
        return {
          content: [
            {type: 'text', text: `${read.page.title} — ${read.page.url}\n${VERSION_NOTE}`},
            {type: 'text', text: read.markdown},
          ],
        };
      }),
  );

  server.registerTool(
    'list_pages',
    {
      title: `List the pages of the Strapi ${STRAPI_VERSION} docs`,
      description:
        `List the pages of the Strapi ${STRAPI_VERSION} documentation in reading order, with title, URL and ` +
        'description. Use it to see what a doc set covers, or to find a page when search_docs does not; narrow ' +
        'with a doc set and a path prefix (e.g. /dev-docs/api).',
      inputSchema: {
        docSet: z
          .enum([...DOC_SET_IDS, 'other'])
          .optional()
          .describe('dev-docs, user-docs, cloud, or other (pages about these docs); every page when omitted.'),
        under: z
          .string()
          .max(MAX_PAGE_INPUT)
          .regex(/^\/[\w/.-]*$/, 'under is a path prefix such as /dev-docs/api.')
          .optional()
          .describe('Only pages whose path starts with this prefix, e.g. /dev-docs/plugins.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({docSet, under}) =>
      answer(() => {
        const prefix = under?.replace(/\/$/, '');
        const pages = library()
          .listPages(docSet)
          .filter((page) => !prefix || page.route === prefix || page.route.startsWith(`${prefix}/`));
        const lines = [`Strapi ${STRAPI_VERSION} docs: ${pages.length} page(s).`, VERSION_NOTE, ''];
        let group = '';
        for (const page of pages) {
          if (page.group !== group) {
            group = page.group;
            lines.push(`## ${group}`);
          }
          lines.push(`- [${page.title}](${page.url})${page.description ? `: ${page.description}` : ''}`);
        }
        if (!pages.length) lines.push('No page matches: check the doc set and the path prefix.');
        return {content: [{type: 'text', text: lines.join('\n')}]};
      }),
  );

  server.registerResource(
    'page',
    new ResourceTemplate(`${RESOURCE_SCHEME}://page/{+route}`, {
      list: () => ({
        resources: library().pages.map((page) => ({
          uri: `${RESOURCE_SCHEME}://page${page.route}`,
          name: page.route,
          title: page.title,
          description: page.description || undefined,
          mimeType: 'text/markdown',
        })),
      }),
    }),
    {
      title: `A page of the Strapi ${STRAPI_VERSION} docs`,
      description: `One page of the Strapi ${STRAPI_VERSION} documentation as Markdown.`,
      mimeType: 'text/markdown',
    },
    (uri, {route}) => {
      const read = library().readPage(`/${Array.isArray(route) ? route.join('/') : route}`);
      return {contents: [{uri: uri.href, mimeType: 'text/markdown', text: read.markdown}]};
    },
  );

  server.registerPrompt(
    'strapi4_question',
    {
      title: `Answer a question from the Strapi ${STRAPI_VERSION} docs`,
      description: `Sets up a question to be answered from the Strapi ${STRAPI_VERSION} documentation, with sources.`,
      argsSchema: {question: z.string().max(2000).describe('The question about Strapi 4.')},
    },
    ({question}) => ({
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text:
              `Answer this question for Strapi ${STRAPI_VERSION}. Call search_docs with its key words, read the best ` +
              'page with read_page, answer from what the page says (code included) and give the page URL. ' +
              `${VERSION_NOTE}\n\nQuestion: ${question}`,
          },
        },
      ],
    }),
  );

  return server;
}
