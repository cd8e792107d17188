import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {
  isGraphqlMutation,
  mutatesData,
  parseApiCalls,
  parseHttpBlock,
  parseVerifySettings,
} from '../../scripts/examples/parseApiCalls';

const fence = '```';

const page = `---
title: Fixture
---

Some prose.

<ApiCall variable="id createdAt">
<Request title="Create a category">

${fence}http
POST /api/categories?populate=*
Authorization: Bearer <your-api-token>
Content-Type: application/json

{ "data": { "name": "Horror" } }
${fence}

</Request>
<Response>

${fence}json
{ "data": { "id": 4 } }
${fence}

</Response>
</ApiCall>

${fence}mdx
<ApiCall>
this one is only shown in a code block
</ApiCall>
${fence}

<ApiCall verify="no">
<Request>

${fence}graphql
query Book($id: ID!) { book(id: $id) { data { id } } }
${fence}

${fence}json title="Variables"
{ "id": "5" }
${fence}

</Request>
<Response>

${fence}json
{ "data": { "book": { "data": { "id": "5" } } } }
${fence}

</Response>
</ApiCall>
`;

describe('parseApiCalls', () => {
  const [rest, graphql, ...others] = parseApiCalls(page, 'docs/fixture.md');
  assert.ok(rest && graphql, 'the fixture page holds a REST and a GraphQL example');

  it('finds the ApiCalls outside code blocks, in order, with their line', () => {
    assert.equal(others.length, 0);
    assert.equal(rest.line, 7);
    assert.equal(rest.file, 'docs/fixture.md');
  });

  it('reads title, variable keys, request and documented response', () => {
    assert.equal(rest.title, 'Create a category');
    assert.deepEqual(rest.variableKeys, ['id', 'createdAt']);
    assert.deepEqual(rest.request, {
      kind: 'http',
      method: 'POST',
      target: '/api/categories?populate=*',
      headers: {Authorization: 'Bearer <your-api-token>', 'Content-Type': 'application/json'},
      body: {data: {name: 'Horror'}},
    });
    assert.deepEqual(rest.expected, {data: {id: 4}});
    assert.deepEqual(rest.problems, []);
    assert.equal(rest.skipReason, undefined);
  });

  it('reads GraphQL with variables, a fallback title and verify="no"', () => {
    assert.equal(graphql.request?.kind, 'graphql');
    assert.deepEqual(graphql.request?.kind === 'graphql' && graphql.request.variables, {id: '5'});
    assert.match(graphql.title, /^GraphQL query Book/);
    assert.match(graphql.skipReason ?? '', /verify="no"/);
  });

  it('knows which examples write data', () => {
    assert.equal(mutatesData(rest), true);
    assert.equal(mutatesData(graphql), false);
  });

  it('reports invalid JSON in the documented response', () => {
    const [broken] = parseApiCalls(
      `<ApiCall>\n<Request>\n\n${fence}http\nGET /api/books\n${fence}\n\n</Request>\n<Response>\n\n${fence}json\n{ "data": [ ... ] }\n${fence}\n\n</Response>\n</ApiCall>\n`,
      'x.md',
    );
    assert.ok(broken);
    assert.equal(broken.problems.length, 1);
    assert.match(broken.problems[0] ?? '', /documented response is not valid JSON/);
  });
});

describe('parseHttpBlock', () => {
  it('accepts spaces in an unencoded query and an HTTP version', () => {
    const problems: string[] = [];
    assert.equal(
      parseHttpBlock('GET /api/books?filters[title][$eq]=Dune Messiah HTTP/1.1', problems)?.target,
      '/api/books?filters[title][$eq]=Dune Messiah',
    );
    assert.deepEqual(problems, []);
  });

  it('rejects a block without a request line', () => {
    const problems: string[] = [];
    assert.equal(parseHttpBlock('/api/books', problems), undefined);
    assert.equal(problems.length, 1);
  });
});

describe('isGraphqlMutation', () => {
  it('looks at the operation keyword, ignoring comments', () => {
    assert.equal(isGraphqlMutation('# Authorization: Bearer x\nmutation { a }'), true);
    assert.equal(isGraphqlMutation('query { mutation }'), false);
    assert.equal(isGraphqlMutation('{ books { data { id } } }'), false);
  });
});

describe('parseVerifySettings', () => {
  it('reads verify_app and a list or a single verify_after', () => {
    assert.deepEqual(
      parseVerifySettings('---\ntitle: A\nverify_app: reviews-cookbook\nverify_after: ./one.md\n---\n\nText'),
      {
        app: 'reviews-cookbook',
        after: ['./one.md'],
      },
    );
    assert.deepEqual(parseVerifySettings('---\ntitle: A\nverify_after:\n  - ./one.md\n  - ./two.md\n---\n'), {
      after: ['./one.md', './two.md'],
    });
  });

  it('gives nothing to a page without the keys or without front matter', () => {
    assert.deepEqual(parseVerifySettings('---\ntitle: A\n---\n'), {after: []});
    assert.deepEqual(parseVerifySettings('No front matter'), {after: []});
  });
});
