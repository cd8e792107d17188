import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {after} from 'node:test';
import {closeMermaidRenderer} from '../../src/plugins/mermaid-svg/renderMermaid';
import {checkDoc, codeBlockError, headingIds, keywordsProblem, slugify} from '../../scripts/docs/docChecks';
import {parseMdx} from '../../src/lib/mdxReader-fs';

after(() => closeMermaidRenderer());

const root = path.resolve(__dirname, '../..');
const file = path.join(root, 'docs/dev-docs/example-under-test.md');
const filler = Array.from({length: 320}, (_, i) => `word${i}`).join(' ');

test('a clean page has no problem', async () => {
  const source = `---\ntitle: Example\ndescription: A page used by the tests.\nkeywords: ["change the port", "PORT"]\n---\n\n## Configure the port\n\n${filler} [server](./configurations/server.md).\n`;
  assert.deepEqual(await checkDoc(file, source, root), []);
});

test('each writer mistake is reported with its line', async () => {
  const source = [
    '---',
    'title: Example',
    'description: A page used by the tests.',
    '---',
    '',
    '[missing](./no-such-page.md)',
    '',
    '[bad anchor](./configurations/server.md#no-such-heading)',
    '',
    '<UnknownWidget />',
    '',
    '```json',
    '{"a": 1,}',
    '```',
    '',
    ':::hint',
    'x',
    ':::',
    '',
    '```cobolish',
    'DISPLAY 1',
    '```',
  ].join('\n');
  const problems = await checkDoc(file, source, root);
  const byLine = new Map(problems.map((problem) => [problem.line, problem.message]));
  assert.match(byLine.get(6) ?? '', /missing file/);
  assert.match(byLine.get(8) ?? '', /anchor #no-such-heading not found/);
  assert.match(byLine.get(10) ?? '', /unknown component <UnknownWidget>/);
  assert.match(byLine.get(12) ?? '', /invalid JSON/);
  assert.match(byLine.get(16) ?? '', /unknown admonition :::hint/);
  assert.match(byLine.get(20) ?? '', /unknown language "cobolish"/);
  assert.ok(problems.some((problem) => /words of prose/.test(problem.message)));
});

test('unclosed JSX and bad front matter are caught', async () => {
  const unclosed = await checkDoc(file, `---\ntitle: X\ndescription: Y\n---\n\n<Tabs groupId="js-ts">\n\ntext\n`, root);
  const [first] = unclosed;
  assert.ok(first);
  assert.match(first.message, /MDX does not parse/);
  assert.equal(first.line, 6);
  const front = await checkDoc(file, `---\ntitle: [unclosed\n---\n\n${filler}\n`, root);
  assert.ok(front.some((problem) => /front matter is not valid YAML/.test(problem.message)));
  const long = await checkDoc(file, `---\ntitle: X\ndescription: ${'d'.repeat(161)}\n---\n\n${filler}\n`, root);
  assert.ok(long.some((problem) => /161 characters/.test(problem.message)));
});

test('every doc page needs front matter keywords, a list of comma-free strings; snippets do not', async () => {
  const page = (front: string) => `---\ntitle: X\ndescription: Y\n${front}---\n\n${filler}\n`;
  const missing = await checkDoc(file, page(''), root);
  assert.ok(missing.some((problem) => /front matter needs keywords/.test(problem.message)));
  assert.match(keywordsProblem('cron') ?? '', /non-empty YAML list/);
  assert.match(keywordsProblem([]) ?? '', /non-empty YAML list/);
  assert.match(keywordsProblem(['a, b']) ?? '', /contains a comma/);
  assert.match(keywordsProblem(['']) ?? '', /non-empty string/);
  assert.match(keywordsProblem(Array.from({length: 16}, (_, i) => `k${i}`)) ?? '', /16 entries/);
  assert.equal(keywordsProblem(['run a job every night', 'cron.tasks']), null);
  const snippet = path.join(root, 'docs/snippets/example-under-test.md');
  const snippetProblems = await checkDoc(snippet, page(''), root);
  assert.ok(!snippetProblems.some((problem) => /keywords/.test(problem.message)));
});

test('code blocks in js, ts and json must parse', () => {
  assert.equal(codeBlockError('js', 'module.exports = ({env}) => ({port: env.int("PORT", 1337)});'), null);
  assert.equal(codeBlockError('ts', 'export default ({env}: {env: (k: string) => string}) => ({});'), null);
  assert.match(codeBlockError('ts', 'const a: = 1;') ?? '', /does not parse/);
  assert.match(codeBlockError('js', 'const a = {;') ?? '', /does not parse/);
  assert.equal(codeBlockError('bash', 'this is { not checked'), null);
});

test('heading ids follow Docusaurus: slugs, explicit ids and duplicates', () => {
  assert.equal(slugify('Configure the server port'), 'configure-the-server-port');
  assert.equal(slugify('Populate createdBy & updatedBy'), 'populate-createdby--updatedby');
  const ids = headingIds(parseMdx('## Endpoints {#endpoints}\n\n## Filters\n\n## Filters\n'));
  assert.deepEqual([...ids], ['endpoints', 'filters', 'filters-1']);
});

test('front matter is validated against the docs plugin schema, with field, expected type and line', async () => {
  const source = [
    '---',
    'title: 42',
    'description: A page used by the tests.',
    'sidebar_position: first',
    'tags: 12',
    'hide_title: maybe',
    'sidebar_custom_props: 3',
    'keywords: ["front matter types"]',
    'custom_field: anything goes',
    '---',
    '',
    `${filler}`,
  ].join('\n');
  const problems = await checkDoc(file, source, root);
  const byLine = new Map(problems.map((problem) => [problem.line, problem.message]));
  assert.equal(byLine.get(2), 'front matter: title must be a string, not 42 (quote it if you mean it: title: "42")');
  assert.equal(byLine.get(4), 'front matter: sidebar_position must be a number, not "first"');
  assert.equal(byLine.get(5), 'front matter: tags must be a list, not 12');
  assert.equal(byLine.get(6), 'front matter: hide_title must be true or false, not "maybe"');
  assert.equal(byLine.get(7), 'front matter: sidebar_custom_props must be a mapping, not 3');
  assert.ok(
    !problems.some((problem) => /needs a title/.test(problem.message)),
    'a title of the wrong type is not reported as missing',
  );
  assert.equal(problems.length, 5, problems.map((problem) => `${problem.line}: ${problem.message}`).join('\n'));
});

test('an unknown page decoration is reported with its line', async () => {
  const source = `---\ntitle: Example\ndescription: A page used by the tests.\nkeywords: ["decorations"]\ndecoration: progres\n---\n\n${filler}\n`;
  const problems = await checkDoc(file, source, root);
  assert.deepEqual(
    problems.map(({line, message}) => `${line}: ${message}`),
    ['5: front matter: decoration must be one of progress, not "progres"'],
  );
  assert.deepEqual(await checkDoc(file, source.replace('progres', 'progress'), root), []);
});

test('front matter values the plugin accepts pass', async () => {
  const source = `---\ntitle: Example\ndescription: A page used by the tests.\nsidebar_position: 2\ntags: [rest, api]\nhide_title: false\nkeywords: ["accepted values"]\n---\n\n${filler}\n`;
  assert.deepEqual(await checkDoc(file, source, root), []);
});

test('an invalid Mermaid diagram is reported at its line; a valid one passes', async () => {
  const page = (diagram: string) =>
    `---\ntitle: Example\ndescription: A page used by the tests.\nkeywords: ["diagram"]\n---\n\n${filler}\n\n\`\`\`mermaid\n${diagram}\n\`\`\`\n`;
  assert.deepEqual(await checkDoc(file, page('flowchart LR\n  a[Admin] --> b[API]'), root), []);
  const problems = await checkDoc(file, page('flowchart LR\n  a[Admin] --> b[API]\n  b -->> ]'), root);
  assert.equal(problems.length, 1);
  assert.equal(problems[0]?.line, 12);
  assert.match(problems[0]?.message ?? '', /^invalid Mermaid diagram: Parse error on line 3/);
});

/** A clean page with `body` inserted after the first heading; its line numbers start at 8. */
const page = (
  body: string,
  front = 'title: Example\ndescription: A page used by the tests.\nkeywords: ["change the port"]',
) => `---\n${front}\n---\n\n## Configure the port\n\n${filler}\n\n${body}\n`;
const BODY_LINE = 11;

async function problemsOf(source: string): Promise<{line?: number; message: string}[]> {
  return (await checkDoc(file, source, root)).map(({line, message}) => ({line, message}));
}

test('an inline <script> is refused with its line', async () => {
  const problems = await problemsOf(page('<script>{`alert(1)`}</script>'));
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.equal(problems[0]?.line, BODY_LINE);
  assert.match(problems[0]?.message ?? '', /<script>/);
});

test('YAML aliases in front matter are refused with the line of the alias, before they are loaded', async () => {
  const bomb = ['title: Example', 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let level = 1; level < 9; level += 1) {
    const previous = String.fromCharCode(96 + level);
    const name = String.fromCharCode(97 + level);
    bomb.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(',')}]`);
  }
  const problems = await problemsOf(page('Text.', bomb.join('\n')));
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.equal(problems[0]?.line, 4, 'the first alias is on line 4 of the file');
  assert.match(problems[0]?.message ?? '', /YAML alias/);
  // A star or ampersand inside a value is not an alias.
  assert.deepEqual(
    await problemsOf(page('Text.', 'title: R&D *notes*\ndescription: A & B, 5 * 3.\nkeywords: ["x"]')),
    [],
  );
});

test('two headings with the same explicit {#id} are refused at the second', async () => {
  const problems = await problemsOf(page('## First {#setup}\n\nText.\n\n## Second {#setup}\n\nText.'));
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.equal(problems[0]?.line, BODY_LINE + 4);
  assert.match(problems[0]?.message ?? '', /#setup/);
  // An explicit id equal to another heading's slug collides as well.
  assert.equal((await problemsOf(page('## Deploy\n\n## Other {#deploy}'))).length, 1);
});

test('a file that is not UTF-8 is refused with the line of the first bad byte', async () => {
  const latin1 = Buffer.from(page('Caf\u00e9 cr\u00e8me.'), 'latin1').toString('utf8');
  const problems = await problemsOf(latin1);
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.equal(problems[0]?.line, BODY_LINE);
  assert.match(problems[0]?.message ?? '', /not valid UTF-8/);
});

test('a missing relative or package import is reported with its line', async () => {
  const problems = await problemsOf(
    page(
      "import Missing from './no-such-fragment.md';\nimport Widget from 'no-such-package-xyz/widget';\nimport React from 'react';",
    ),
  );
  assert.deepEqual(
    problems.map(({line, message}) => `${line}: ${message}`),
    [
      `${BODY_LINE}: import of missing file ./no-such-fragment.md`,
      `${BODY_LINE}: import of package no-such-package-xyz, which is not installed`,
    ],
  );
});

test('an MDX expression that would throw at render is reported with its line', async () => {
  const thrown = await problemsOf(page("Value: {JSON.parse('{')}"));
  assert.equal(thrown.length, 1, JSON.stringify(thrown));
  assert.equal(thrown[0]?.line, BODY_LINE);
  assert.match(thrown[0]?.message ?? '', /throws when the page renders/);
  const undefinedName = await problemsOf(page('{notDefinedAnywhere.toUpperCase()}'));
  assert.match(undefinedName[0]?.message ?? '', /notDefinedAnywhere/);
  // Expressions that work are left alone: comments, globals, names the page exports, MDX's props.
  assert.deepEqual(
    await problemsOf(
      page(
        "export const port = 1337;\n\n{/* a comment */} {Math.max(1, 2)} {port} {props.x ?? 'y'} {[1].map((n) => n + 1)}",
      ),
    ),
    [],
  );
});
