/**
 * The MCP server over stdio, started as `npm run --silent mcp -- --dir build`
 * and driven by the SDK's own Client: what it lists, what each tool answers
 * on the real build, and every bad input (unknown pages, path traversal in
 * its encoded forms, absolute paths, a symlink out of the build, over-long
 * queries, wrong types, a missing or half-written build) as a tool error
 * with its message, the server still answering afterwards.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync, mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {BUILD_DIR, callTool, copyServedBuild, requireBuild, stdioClient, texts} from './mcpClients';

const SITE = 'https://docs-v4.strapi.io';

describe('MCP server over stdio', () => {
  let client: Client;
  before(async () => {
    requireBuild();
    client = await stdioClient();
  });
  after(async () => {
    await client?.close();
  });

  it('lists its three tools, each with a description that says when to use it, and a prompt', async () => {
    const {tools} = await client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), ['list_pages', 'read_page', 'search_docs']);
    for (const tool of tools) {
      assert.match(tool.description ?? '', /Strapi 4\.25\.9/, `${tool.name} names the version`);
      assert.match(tool.description ?? '', /Use it/, `${tool.name} says when to use it`);
      assert.equal(tool.annotations?.readOnlyHint, true, `${tool.name} is read-only`);
    }
    const {prompts} = await client.listPrompts();
    assert.deepEqual(
      prompts.map((prompt) => prompt.name),
      ['strapi4_question'],
    );
    const prompt = await client.getPrompt({
      name: 'strapi4_question',
      arguments: {question: 'How do I populate relations?'},
    });
    const first = prompt.messages[0]?.content;
    assert.ok(
      first?.type === 'text' && /search_docs/.test(first.text) && /How do I populate relations\?/.test(first.text),
    );
  });

  it('search_docs answers with title, doc set, URL, section and snippet, and says it is Strapi 4.25.9', async () => {
    const result = await callTool(client, 'search_docs', {query: 'populate relations REST', limit: 3});
    assert.equal(result.isError, undefined);
    const structured = result.structuredContent as {
      strapiVersion: string;
      note: string;
      results: Record<string, string>[];
    };
    assert.equal(structured.strapiVersion, '4.25.9');
    assert.match(structured.note, /not Strapi 5/);
    assert.match(structured.note, /documentId/);
    assert.equal(structured.results.length, 3);
    for (const hit of structured.results) {
      assert.ok(
        hit.title && hit.section && hit.snippet,
        `a hit has title, section and snippet: ${JSON.stringify(hit)}`,
      );
      assert.ok(['Developer Docs', 'User Guide', 'Strapi Cloud'].includes(hit.docSet ?? ''), `doc set ${hit.docSet}`);
      assert.ok(hit.url?.startsWith(`${SITE}/`), `absolute URL ${hit.url}`);
    }
    assert.ok(
      structured.results.some((hit) => hit.pageUrl === `${SITE}/dev-docs/api/rest/populate-select`),
      'the REST populate page is found',
    );
    assert.match(texts(result).join('\n'), /Strapi 4\.25\.9/);
  });

  it('search_docs narrows to a doc set', async () => {
    const result = await callTool(client, 'search_docs', {query: 'invite a team member', docSet: 'cloud', limit: 5});
    const {results} = result.structuredContent as {results: {docSet: string}[]};
    assert.ok(results.length > 0);
    for (const hit of results) assert.equal(hit.docSet, 'Strapi Cloud');
  });

  it('read_page gives the page’s .md export as the build wrote it, by URL, path, .md or anchor', async () => {
    const expected = readFileSync(path.join(BUILD_DIR, 'dev-docs/api/rest/populate-select.md'), 'utf8');
    for (const page of [
      `${SITE}/dev-docs/api/rest/populate-select`,
      `${SITE}/dev-docs/api/rest/populate-select.md`,
      '/dev-docs/api/rest/populate-select#population',
      'dev-docs/api/rest/populate-select/',
    ]) {
      const result = await callTool(client, 'read_page', {page});
      assert.equal(result.isError, undefined, `${page}: ${texts(result).join()}`);
      const [note, markdown] = texts(result);
      assert.match(note ?? '', /Strapi 4\.25\.9/);
      assert.equal(markdown, expected, page);
    }
    assert.match(expected, /\]\(https:\/\/docs-v4\.strapi\.io\//, 'the export has absolute links');
  });

  it('list_pages lists a doc set with title, URL and description, in llms.txt order', async () => {
    const result = await callTool(client, 'list_pages', {docSet: 'user-docs'});
    const [text = ''] = texts(result);
    assert.match(text, /Strapi 4\.25\.9/);
    const lines = text.split('\n').filter((line) => line.startsWith('- ['));
    const llms = readFileSync(path.join(BUILD_DIR, 'llms.txt'), 'utf8');
    const userGuide = llms.slice(
      llms.indexOf('## User Guide'),
      llms.indexOf('\n## ', llms.indexOf('## User Guide') + 1),
    );
    const expectedUrls = [...userGuide.matchAll(/\]\((\S+)\.md\)/g)].map((match) => match[1]);
    assert.deepEqual(
      lines.map((line) => /\]\((\S+)\)/.exec(line)?.[1]),
      expectedUrls,
    );
    assert.ok(
      lines.every((line) => /\): \S/.test(line)),
      'every page has its description',
    );
    const under = texts(await callTool(client, 'list_pages', {under: '/dev-docs/api/rest'}))[0] ?? '';
    assert.ok(
      under
        .split('\n')
        .filter((line) => line.startsWith('- ['))
        .every((line) => line.includes('/dev-docs/api/rest')),
    );
  });

  it('lists every page as a resource and reads one', async () => {
    const {resources} = await client.listResources();
    assert.ok(resources.length > 200, `${resources.length} resources`);
    const populate = resources.find(
      (resource) => resource.uri === 'strapi4-docs://page/dev-docs/api/rest/populate-select',
    );
    assert.ok(populate, 'the populate page is a resource');
    const read = await client.readResource({uri: populate.uri});
    const [content] = read.contents;
    assert.ok(content && 'text' in content);
    assert.equal(content.text, readFileSync(path.join(BUILD_DIR, 'dev-docs/api/rest/populate-select.md'), 'utf8'));
  });

  describe('bad input is a tool error with a clear message', () => {
    const expectError = async (name: string, args: Record<string, unknown>, message: RegExp) => {
      const result = await callTool(client, name, args);
      assert.equal(result.isError, true, `${name} ${JSON.stringify(args)} is an error`);
      const text = texts(result).join('\n');
      assert.match(text, message, `${name} ${JSON.stringify(args)}`);
      assert.doesNotMatch(text, /root:|\/bin\/(ba)?sh/, 'no file outside the build is shown');
    };

    it('an unknown page, with the closest pages', async () => {
      await expectError(
        'read_page',
        {page: '/dev-docs/populate-relations'},
        /No page \/dev-docs\/populate-relations.*Closest pages: .*https:\/\/docs-v4\.strapi\.io\/dev-docs/,
      );
      await expectError('read_page', {page: ''}, /The page is empty/);
    });

    it('path traversal, plain and encoded, and absolute paths', async () => {
      for (const page of [
        '../../etc/passwd',
        '/dev-docs/../../../etc/passwd',
        '..%2f..%2fetc%2fpasswd',
        '%2e%2e/%2e%2e/etc/passwd',
        '%252e%252e%252fetc%252fpasswd',
        `${SITE}/dev-docs/%2e%2e/%2e%2e/etc/passwd`,
        '..\\..\\etc\\passwd',
        '/dev-docs/api/rest%00.md',
      ])
        await expectError('read_page', {page}, /refused|not a page path|control characters|backslash|No page/);
      for (const page of ['/etc/passwd', '/etc/passwd.md', '//etc/passwd', BUILD_DIR + '/llms.txt'])
        await expectError('read_page', {page}, /No page \//);
      for (const page of ['file:///etc/passwd', 'https://evil.example/dev-docs/intro'])
        await expectError('read_page', {page}, /is not this documentation/);
      await expectError('read_page', {page: '%E0%A4%A'}, /malformed percent-escape/);
    });

    it('an over-long query or page', async () => {
      await expectError('search_docs', {query: 'populate '.repeat(30)}, /longer than 200 characters/);
      await expectError('read_page', {page: `/dev-docs/${'a'.repeat(400)}`}, /longer than 300 characters/);
      await expectError('search_docs', {query: '   '}, /The query is empty/);
    });

    it('wrong types and values', async () => {
      await expectError('search_docs', {query: 42}, /expected string.*query/);
      await expectError('search_docs', {query: ['populate']}, /expected string.*query/);
      await expectError('search_docs', {}, /query/);
      await expectError('search_docs', {query: 'populate', limit: '5'}, /expected number.*limit/);
      await expectError('search_docs', {query: 'populate', limit: 0}, /limit/);
      await expectError('search_docs', {query: 'populate', limit: 2.5}, /int.*limit|limit.*int/i);
      await expectError('search_docs', {query: 'populate', docSet: 'strapi-5'}, /docSet/);
      await expectError('read_page', {page: {path: '/dev-docs/intro'}}, /expected string.*page/);
      await expectError('list_pages', {docSet: 3}, /docSet/);
      await expectError('list_pages', {under: '../..'}, /under is a path prefix/);
      const unknown = await client.callTool({name: 'delete_page', arguments: {}});
      assert.equal(unknown.isError, true);
      // Still answering after all of the above.
      const result = await callTool(client, 'search_docs', {query: 'cron'});
      assert.equal(result.isError, undefined);
    });
  });
});

describe('MCP server over stdio on a broken build', () => {
  const dirs: string[] = [];
  before(() => requireBuild());
  after(() => {
    for (const dir of dirs) rmSync(dir, {recursive: true, force: true});
  });

  it('reads no file through a symlink that leaves the build', async () => {
    const build = copyServedBuild();
    const outside = mkdtempSync(path.join(tmpdir(), 'mcp-outside-'));
    dirs.push(build, outside);
    writeFileSync(path.join(outside, 'secret.md'), 'SECRET-OUTSIDE-THE-BUILD');
    const page = path.join(build, 'dev-docs', 'intro.md');
    unlinkSync(page);
    symlinkSync(path.join(outside, 'secret.md'), page);
    const client = await stdioClient(build);
    try {
      const result = await callTool(client, 'read_page', {page: '/dev-docs/intro'});
      assert.equal(result.isError, true);
      assert.match(texts(result).join(), /outside the build/);
      assert.doesNotMatch(texts(result).join(), /SECRET/);
      assert.equal((await callTool(client, 'read_page', {page: '/dev-docs/faq'})).isError, undefined);
    } finally {
      await client.close();
    }
  });

  it('a missing build: every tool says to run npm run build, and answers once the build is there', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'mcp-missing-'));
    dirs.push(parent);
    const missing = path.join(parent, 'build');
    const client = await stdioClient(missing);
    try {
      for (const [name, args] of [
        ['search_docs', {query: 'cron'}],
        ['read_page', {page: '/dev-docs/intro'}],
        ['list_pages', {}],
      ] as const) {
        const result = await callTool(client, name, args);
        assert.equal(result.isError, true, name);
        assert.match(
          texts(result).join(),
          /missing or incomplete: the folder does not exist\. Run `npm run build`/,
          name,
        );
      }
      const copy = copyServedBuild();
      dirs.push(copy);
      const {renameSync} = await import('node:fs');
      renameSync(copy, missing);
      assert.equal((await callTool(client, 'search_docs', {query: 'cron'})).isError, undefined);
    } finally {
      await client.close();
    }
  });

  it('a half-written build: cut index, missing llms.txt, missing search text or page export', async () => {
    const cases: [string, (dir: string) => void, RegExp][] = [
      [
        'search-index.json cut short',
        (dir) => {
          const file = path.join(dir, 'search-index.json');
          writeFileSync(file, readFileSync(file, 'utf8').slice(0, 5000));
        },
        /search-index\.json is not valid JSON/,
      ],
      [
        'no search-index.json',
        (dir) => unlinkSync(path.join(dir, 'search-index.json')),
        /search-index\.json is missing/,
      ],
      ['no llms.txt', (dir) => unlinkSync(path.join(dir, 'llms.txt')), /llms\.txt is missing/],
      [
        'a search text missing',
        (dir) => rmSync(path.join(dir, 'search-text'), {recursive: true}),
        /the search text of \/\S+ \(search-text\/[0-9a-f]{16}\.json\) is missing/,
      ],
      [
        'a postings shard missing',
        (dir) => {
          const shards = path.join(dir, 'search-postings');
          const [first] = readdirSync(shards);
          if (first) unlinkSync(path.join(shards, first));
        },
        /the search postings shard search-postings\/[0-9a-f]{16}\.json is missing/,
      ],
      [
        'a page export missing',
        (dir) => unlinkSync(path.join(dir, 'dev-docs', 'faq.md')),
        /the Markdown export of \/dev-docs\/faq \(dev-docs\/faq\.md\) is missing/,
      ],
    ];
    for (const [label, breakIt, message] of cases) {
      const build = copyServedBuild();
      dirs.push(build);
      breakIt(build);
      const client = await stdioClient(build);
      try {
        const result = await callTool(client, 'search_docs', {query: 'cron'});
        assert.equal(result.isError, true, label);
        assert.match(texts(result).join(), message, label);
        assert.match(texts(result).join(), /Run `npm run build`/, label);
      } finally {
        await client.close();
      }
    }
  });
});
