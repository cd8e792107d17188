import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import vm from 'node:vm';
import {visitParents} from 'unist-util-visit-parents';
import type {Code, Node as MdastNode} from 'mdast';
import {listMarkdownFiles} from '../../scripts/docs/docFiles';
import {parseApiCalls} from '../../scripts/examples/parseApiCalls';
import {isJsxElement, parseMdx} from '../../src/lib/mdxReader-fs';
import type {ApiRequest} from '../../src/lib/apiRequest';
import {
  jsString,
  normalizeBaseUrl,
  readHttpBlock,
  toCurl,
  toFetch,
  toRunnableRequest,
  type RunnableRequest,
} from '../../src/lib/runnableRequest';

const DEFAULTS = {baseUrl: 'http://localhost:1337', token: ''};

/**
 * The words bash makes of each curl command, read back by bash itself: a
 * function named curl prints each argument it receives, NUL-separated, and a
 * line of its own ends each command. Any quoting mistake changes the words
 * (or makes bash fail). One bash run for all commands: `bash -n` first, which
 * fails on a syntax error, then the run.
 */
function curlWordsOfAll(commands: string[]): string[][] {
  const script = ["curl() { printf '%s\\0' \"$@\"; printf '\\1'; }", ...commands].join('\n');
  execFileSync('bash', ['-n', '-c', script]);
  const output = execFileSync('bash', ['-c', script], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  const runs = output.split('\u0001').slice(0, -1);
  assert.equal(runs.length, commands.length, 'each command runs curl once');
  return runs.map((run) => run.split('\0').slice(0, -1));
}

function curlWords(command: string): string[] {
  return curlWordsOfAll([command])[0] ?? [];
}

/** What curl is asked to send, from its words (only the options toCurl writes). */
function curlRequest(words: string[]): RunnableRequest {
  const request: RunnableRequest = {method: 'GET', url: '', headers: []};
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    const next = words[index + 1] ?? '';
    if (word === '-g') continue;
    if (word === '-X') {
      request.method = next;
      index += 1;
    } else if (word === '-H') {
      const colon = next.indexOf(': ');
      request.headers.push([next.slice(0, colon), next.slice(colon + 2)]);
      index += 1;
    } else if (word === '--data-raw') {
      request.body = next;
      index += 1;
    } else {
      assert.equal(request.url, '', `a second URL word: ${word}`);
      request.url = word;
    }
  }
  return request;
}

/** What the fetch snippet passes to fetch, by running it with a recording fetch. */
async function fetchRequest(code: string): Promise<RunnableRequest> {
  const calls: Array<[string, {method?: string; headers?: Record<string, string>; body?: string} | undefined]> = [];
  const fakeFetch = (url: string, init?: {method?: string; headers?: Record<string, string>; body?: string}) => {
    calls.push([url, init]);
    return Promise.resolve({status: 200, json: () => Promise.resolve({})});
  };
  // The snippet as a reader pastes it into a module: top-level await, its own globals.
  await (vm.runInNewContext(`(async () => {\n${code}\n})()`, {
    fetch: fakeFetch,
    console: {log: () => undefined},
  }) as Promise<void>);
  assert.equal(calls.length, 1);
  const [url, init] = calls[0] ?? ['', undefined];
  const request: RunnableRequest = {
    method: init?.method ?? 'GET',
    url,
    headers: Object.entries(init?.headers ?? {}),
  };
  if (init?.body !== undefined) request.body = init.body;
  return request;
}

/** The body both snippets must send: the same JSON value (fetch re-serialises it). */
function sameRequest(actual: RunnableRequest, expected: RunnableRequest, where: string) {
  assert.equal(actual.method, expected.method, where);
  assert.equal(actual.url, expected.url, where);
  assert.deepEqual(actual.headers, expected.headers, where);
  if (expected.body === undefined) assert.equal(actual.body, undefined, where);
  else assert.deepEqual(JSON.parse(actual.body ?? 'null'), JSON.parse(expected.body), where);
}

/** Every request the docs show: the ApiCall examples and the other ```http blocks (the API reference). */
function documentedRequests(): Array<{where: string; request: ApiRequest}> {
  const found: Array<{where: string; request: ApiRequest}> = [];
  for (const file of listMarkdownFiles(['docs'])) {
    const source = readFileSync(file, 'utf8');
    for (const example of parseApiCalls(source, file))
      if (example.request) found.push({where: `${file}:${example.line}`, request: example.request});
    visitParents(parseMdx(source), 'code', (node: Code, ancestors: MdastNode[]) => {
      if (node.lang !== 'http') return;
      // ApiCall examples are counted above.
      if (ancestors.some((ancestor) => isJsxElement(ancestor) && ancestor.name === 'ApiCall')) return;
      const request = readHttpBlock(node.value);
      if (request) found.push({where: `${file}:${node.position?.start.line ?? 0}`, request});
    });
  }
  return found;
}

describe('runnable requests on every documented example', () => {
  const requests = documentedRequests();

  it('finds the examples', () => {
    // 90+ ApiCall examples and the API reference's operations.
    assert.ok(requests.length > 120, `only ${requests.length} requests found`);
  });

  it('writes a curl command bash parses into exactly the request', () => {
    const runnables = requests.map(({request}) => toRunnableRequest(request, DEFAULTS));
    const words = curlWordsOfAll(runnables.map(toCurl));
    runnables.forEach((runnable, index) => {
      const where = requests[index]?.where ?? '';
      sameRequest(curlRequest(words[index] ?? []), runnable, where);
      assert.match(runnable.url, /^http:\/\/localhost:1337\//, where);
    });
  });

  it('writes a fetch call that runs and sends exactly the request', async () => {
    for (const {where, request} of requests) {
      const runnable = toRunnableRequest(request, {baseUrl: 'https://cms.example.com', token: 'tok-123'});
      sameRequest(await fetchRequest(toFetch(runnable)), runnable, where);
    }
  });

  it('sends a token header on every example that documents one, and a body on every POST and PUT with one', () => {
    for (const {where, request} of requests) {
      const runnable = toRunnableRequest(request, DEFAULTS);
      const names = runnable.headers.map(([name]) => name);
      if (request.kind === 'http' && Object.keys(request.headers).some((name) => /^authorization$/i.test(name)))
        assert.ok(names.includes('Authorization'), where);
      if (request.kind === 'http' && request.body !== undefined) {
        assert.ok(runnable.body, where);
        assert.ok(names.includes('Content-Type'), where);
      }
    }
  });
});

describe('toRunnableRequest', () => {
  it('keeps brackets readable and encodes what a URL cannot hold', () => {
    const request = readHttpBlock(
      "GET /api/books?filters[title][$eq]=Dune Messiah&filters[summary][$contains]=it's & more",
    );
    assert.ok(request);
    const {url} = toRunnableRequest(request, DEFAULTS);
    assert.equal(
      url,
      // The documented `&` splits the query (as the verifier reads it); spaces are encoded, brackets and `$` are not.
      "http://localhost:1337/api/books?filters[title][$eq]=Dune%20Messiah&filters[summary][$contains]=it's%20&%20more",
    );
    const words = curlWords(toCurl(toRunnableRequest(request, DEFAULTS)));
    assert.equal(words[1], url);
  });

  it('puts the reader token in place of the API-token placeholder, and keeps a user JWT placeholder', () => {
    const apiToken = readHttpBlock('DELETE /api/books/9\nAuthorization: Bearer <your-api-token>');
    const jwt = readHttpBlock('GET /api/users/me\nAuthorization: Bearer <reader-jwt>');
    assert.ok(apiToken && jwt);
    assert.deepEqual(toRunnableRequest(apiToken, {baseUrl: '', token: ' abc '}).headers, [
      ['Authorization', 'Bearer abc'],
    ]);
    assert.deepEqual(toRunnableRequest(apiToken, DEFAULTS).headers, [['Authorization', 'Bearer <your-api-token>']]);
    assert.deepEqual(toRunnableRequest(jwt, {baseUrl: '', token: 'abc'}).headers, [
      ['Authorization', 'Bearer <reader-jwt>'],
    ]);
  });

  it('adds the reader token to a request documented without a header, but not to the public sign-in routes', () => {
    const books = readHttpBlock('GET /api/books');
    const login = readHttpBlock(
      'POST /api/auth/local\nContent-Type: application/json\n\n{"identifier":"a","password":"b"}',
    );
    assert.ok(books && login);
    assert.deepEqual(toRunnableRequest(books, DEFAULTS).headers, []);
    assert.deepEqual(toRunnableRequest(books, {baseUrl: '', token: 'abc'}).headers, [['Authorization', 'Bearer abc']]);
    assert.deepEqual(toRunnableRequest(login, {baseUrl: '', token: 'abc'}).headers, [
      ['Content-Type', 'application/json'],
    ]);
  });

  it('posts GraphQL to /graphql, with a token for mutations other than the public ones', () => {
    const create = toRunnableRequest(
      {kind: 'graphql', query: 'mutation {\n  createCategory(data: {name: "X"}) { data { id } }\n}'},
      DEFAULTS,
    );
    assert.equal(create.method, 'POST');
    assert.equal(create.url, 'http://localhost:1337/graphql');
    assert.deepEqual(create.headers[0], ['Authorization', 'Bearer <your-api-token>']);
    const login = toRunnableRequest(
      {kind: 'graphql', query: 'mutation { login(input: {identifier: "a", password: "b"}) { jwt } }'},
      DEFAULTS,
    );
    assert.deepEqual(login.headers, [['Content-Type', 'application/json']]);
    const query = toRunnableRequest(
      {kind: 'graphql', query: 'query { books { data { id } } }', variables: {page: 1}},
      DEFAULTS,
    );
    assert.deepEqual(JSON.parse(query.body ?? ''), {query: 'query { books { data { id } } }', variables: {page: 1}});
  });

  it('normalises a typed base URL', () => {
    assert.equal(normalizeBaseUrl(' localhost:1337/ '), 'http://localhost:1337');
    assert.equal(normalizeBaseUrl('https://cms.example.com//'), 'https://cms.example.com');
    assert.equal(normalizeBaseUrl(''), 'http://localhost:1337');
  });
});

describe('quoting', () => {
  const awkward = [
    "it's",
    'say "hi"',
    'back\\slash',
    'two\nlines',
    'carriage\rreturn',
    'tab\there',
    'line\u2028separator',
    'paragraph\u2029separator',
    '$HOME `id` $(id) !bang',
    'a[0]=b&c d',
  ];

  it('curl passes every awkward value to curl unchanged', () => {
    const runnables = awkward.map((value): RunnableRequest => ({
      method: 'POST',
      url: `http://localhost:1337/api/x?q[${value}]`,
      headers: [['X-Test', value]],
      body: JSON.stringify({value}),
    }));
    const words = curlWordsOfAll(runnables.map(toCurl));
    runnables.forEach((runnable, index) =>
      sameRequest(curlRequest(words[index] ?? []), runnable, JSON.stringify(awkward[index])),
    );
  });

  it('JavaScript strings evaluate back to the value, also where a line would end', () => {
    for (const value of awkward) {
      const literal = jsString(value);
      assert.doesNotMatch(literal, /[\n\r\u2028\u2029]/, JSON.stringify(value));
      assert.equal(vm.runInNewContext(literal), value);
    }
  });

  it('fetch sends every awkward value unchanged', async () => {
    for (const value of awkward) {
      const runnable: RunnableRequest = {
        method: 'PUT',
        url: `http://localhost:1337/api/x?q=${encodeURIComponent(value)}`,
        headers: [['X-Test', value]],
        body: JSON.stringify({value}),
      };
      const code = toFetch(runnable);
      assert.doesNotMatch(code, /[\r\u2028\u2029]/, JSON.stringify(value));
      sameRequest(await fetchRequest(code), runnable, JSON.stringify(value));
    }
  });
});
