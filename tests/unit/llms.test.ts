import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {docToMarkdown, mdxBodyToMarkdown, routeOfFile} from '../../src/plugins/llms-txt/mdxToMarkdown';
import {frontMatter, parseMdx} from '../../src/lib/mdxReader-fs';
import {buildLlmsTxt, groupDocs, sidebarDocOrder} from '../../src/plugins/llms-txt/buildLlmsTxt';

const root = path.resolve(__dirname, '../..');
const docsDir = path.join(root, 'docs');
const options = (file: string) => ({
  filePath: path.join(docsDir, file),
  docsDir,
  siteUrl: 'https://docs.example.test',
  readImport: (absolute: string) => readFileSync(absolute, 'utf8'),
});

/** Lines outside fenced code blocks. */
function prose(markdown: string): string[] {
  let inFence = false;
  return markdown.split('\n').filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      return false;
    }
    return !inFence;
  });
}

test('the components page becomes plain Markdown with no JSX left', () => {
  const source = readFileSync(path.join(docsDir, 'snippets/writing-components.md'), 'utf8');
  const markdown = docToMarkdown(source, {
    ...options('snippets/writing-components.md'),
    title: 'Components for writers',
  });
  assert.match(markdown, /^# Components for writers\n/);
  assert.ok(
    prose(markdown).every((line) => !/<\/?[A-Z]/.test(line)),
    'a component tag survived outside code',
  );
  assert.match(markdown, /> \*\*Prerequisites\*\*/);
  assert.match(markdown, /> What must exist before the reader starts/);
  assert.match(markdown, /\*\*TypeScript\*\*/);
  assert.match(markdown, /\*\*Request: Find one category\*\*/);
  assert.match(
    markdown,
    /- \[REST API\]\(https:\/\/docs\.example\.test\/dev-docs\/api\/rest\): Query and change content over HTTP\./,
  );
  assert.match(markdown, /\(Enterprise\)/);
  assert.match(markdown, /\(since 4\.15\.0\)/);
  // Code blocks are kept as written, titles included.
  assert.match(
    markdown,
    /```js title="\.\/config\/api\.js"\nmodule\.exports = \{\n {2}rest: \{defaultLimit: 25, maxLimit: 100\},\n\};\n```/,
  );
});

test('relative Markdown links become absolute URLs with their anchors', () => {
  const body = 'See [the server](../configurations/server.md#configure-the-port) and [status](/status).';
  const out = mdxBodyToMarkdown(body, options('dev-docs/api/rest.md'));
  assert.equal(
    out.trim(),
    'See [the server](https://docs.example.test/dev-docs/configurations/server#configure-the-port) and [status](https://docs.example.test/status).',
  );
});

test('pathname:/// links (files outside the router) become absolute https URLs', () => {
  const body = [
    'Get [openapi.json](pathname:///openapi.json), [the index](pathname:///llms.txt#top) or [ref][r].',
    '',
    '[r]: pathname:///llms-full.txt',
  ].join('\n');
  const out = mdxBodyToMarkdown(body, options('status.md'));
  assert.doesNotMatch(out, /pathname:/);
  assert.match(out, /\[openapi\.json\]\(https:\/\/docs\.example\.test\/openapi\.json\)/);
  assert.match(out, /\[the index\]\(https:\/\/docs\.example\.test\/llms\.txt#top\)/);
  assert.match(out, /\[r\]: https:\/\/docs\.example\.test\/llms-full\.txt/);
});

test('the status page export links to llms.txt and llms-full.txt by absolute URL', () => {
  const source = readFileSync(path.join(docsDir, 'status.md'), 'utf8');
  const markdown = docToMarkdown(source, {...options('status.md'), title: 'Status'});
  assert.doesNotMatch(markdown, /pathname:/);
  assert.match(markdown, /\(https:\/\/docs\.example\.test\/llms\.txt\)/);
});

test('imported snippets are inlined and headings lose their explicit ids', () => {
  const body = [
    "import Gallery from '@site/docs/snippets/writing-components.md';",
    '',
    '## Endpoints {#endpoints}',
    '',
    '<Gallery />',
  ].join('\n');
  const out = mdxBodyToMarkdown(body, options('dev-docs/api/rest.md'));
  assert.match(out, /^## Endpoints$/m);
  assert.match(out, /This page is the reference for people who write these docs\./);
  assert.doesNotMatch(out, /import /);
});

test('admonitions with titles and nested code stay readable', () => {
  const body = [
    ':::tip Use environment variables',
    'Keep secrets out of git.',
    '',
    '```bash',
    'export A=1',
    '```',
    ':::',
    'After.',
  ].join('\n');
  assert.equal(
    mdxBodyToMarkdown(body, options('dev-docs/intro.md')),
    '> **Tip: Use environment variables**\n>\n> Keep secrets out of git.\n>\n> ```bash\n> export A=1\n> ```\n\nAfter.\n',
  );
});

test('tabs inside a list item stay in the item: the label keeps the indentation of the code under it', () => {
  const body = [
    '1. Install the plugin:',
    '',
    '   <Tabs>',
    '   <TabItem value="yarn" label="Yarn">',
    '',
    '   ```bash',
    '   yarn add x',
    '   ```',
    '',
    '   </TabItem>',
    '   </Tabs>',
    '',
    '2. Restart.',
  ].join('\n');
  assert.equal(
    mdxBodyToMarkdown(body, options('dev-docs/intro.md')),
    '1. Install the plugin:\n\n   **Yarn**\n\n   ```bash\n   yarn add x\n   ```\n\n2. Restart.\n',
  );
});

test("a line of badges is exported, writers' comments are not, and code keeps its blank lines", () => {
  const body = [
    '{/* Generated: do not edit. */}',
    '',
    '<CloudProBadge /> <CloudTeamBadge />',
    '',
    '```python',
    'import os',
    '',
    '',
    'class A: pass',
    '```',
  ].join('\n');
  assert.equal(
    mdxBodyToMarkdown(body, options('dev-docs/intro.md')),
    '(Strapi Cloud Pro plan) (Strapi Cloud Team plan)\n\n```python\nimport os\n\n\nclass A: pass\n```\n',
  );
});

test('links in inline code stay as written; wrappers keep their content and columns stay apart', () => {
  const body = [
    'Write `[x](./y.md)` to link [the page](./y.md).',
    '',
    '<Columns>',
    '<Column>',
    '',
    'Left.',
    '',
    '</Column>',
    '<Column>',
    '',
    'Right.',
    '',
    '</Column>',
    '</Columns>',
  ].join('\n');
  assert.equal(
    mdxBodyToMarkdown(body, options('dev-docs/intro.md')),
    'Write `[x](./y.md)` to link [the page](https://docs.example.test/dev-docs/y).\n\nLeft.\n\nRight.\n',
  );
});

test('front matter is read by the MDX reader and left out of the export; routes come from file paths', () => {
  const source = '---\ntitle: "Quick start"\ndescription: Create a project.\n---\nHello';
  assert.deepEqual(frontMatter(parseMdx(source)), {title: 'Quick start', description: 'Create a project.'});
  assert.equal(mdxBodyToMarkdown(source, options('dev-docs/intro.md')), 'Hello\n');
  assert.equal(routeOfFile(path.join(docsDir, 'dev-docs/api/rest.md'), docsDir), '/dev-docs/api/rest');
});

test('llms.txt groups docs by doc set in sidebar order, category links first', () => {
  const sidebars = {
    devDocsSidebar: [
      {type: 'category', link: {type: 'doc', id: 'dev-docs/intro'}, items: [{type: 'doc', id: 'dev-docs/quick-start'}]},
      {type: 'doc', id: 'dev-docs/cli'},
    ],
    cloudSidebar: [{type: 'doc', id: 'cloud/intro'}],
  };
  assert.deepEqual(sidebarDocOrder(sidebars.devDocsSidebar), [
    'dev-docs/intro',
    'dev-docs/quick-start',
    'dev-docs/cli',
  ]);
  const doc = (id: string, title: string) => ({id, title, description: `About ${title}.`, permalink: `/${id}`});
  const groups = groupDocs(
    [
      doc('dev-docs/cli', 'CLI'),
      doc('cloud/intro', 'Cloud'),
      doc('dev-docs/quick-start', 'Quick start'),
      doc('dev-docs/intro', 'Intro'),
      doc('status', 'Status'),
      doc('snippets/x', 'Snippet'),
    ],
    sidebars,
  );
  assert.deepEqual(
    groups.map((group) => [group.title, group.docs.map((d) => d.id)]),
    [
      ['Developer Docs', ['dev-docs/intro', 'dev-docs/quick-start', 'dev-docs/cli']],
      ['Strapi Cloud', ['cloud/intro']],
      ['About these docs', ['status']],
    ],
  );
  const text = buildLlmsTxt({siteTitle: 'Docs', summary: 'All of it.', siteUrl: 'https://d.test', groups});
  assert.match(text, /^# Docs\n\n> All of it\.\n/);
  assert.match(
    text,
    /## Developer Docs\n\n- \[Intro\]\(https:\/\/d\.test\/dev-docs\/intro\.md\): About Intro\.\n- \[Quick start\]/,
  );
});

test('llms.txt lists what a page answers (its front matter keywords) after its description', () => {
  const text = buildLlmsTxt({
    siteTitle: 'Docs',
    summary: 'All of it.',
    siteUrl: 'https://d.test',
    groups: [
      {
        title: 'Developer Docs',
        docs: [
          {
            id: 'dev-docs/cron',
            title: 'Cron jobs',
            description: 'Schedule tasks.',
            permalink: '/dev-docs/cron',
            keywords: ['run a job every night', 'cron.tasks'],
          },
        ],
      },
    ],
  });
  assert.match(
    text,
    /- \[Cron jobs\]\(https:\/\/d\.test\/dev-docs\/cron\.md\): Schedule tasks\. Answers: run a job every night; cron\.tasks\./,
  );
});
