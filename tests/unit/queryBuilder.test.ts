import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import qs from 'qs';
import {parseQueryObject, type QueryObject} from '../../src/components/InteractiveQueryBuilder/parseQueryObject';
import {buildQueryString, buildQueryUrl} from '../../src/components/InteractiveQueryBuilder/buildQueryUrl';

function parseOk(source: string): unknown {
  const result = parseQueryObject(source);
  if (!result.ok) {
    assert.fail(`expected a valid parse, got "${result.message}" at ${result.line}:${result.column}`);
  }
  return result.value;
}

function parseError(source: string): {message: string; line: number; column: number} {
  const result = parseQueryObject(source);
  if (result.ok) assert.fail('expected a parse error');
  return result;
}

describe('parseQueryObject', () => {
  it('reads unquoted keys, both quote styles, numbers and literals', () => {
    assert.deepEqual(
      parseOk(`{ title: 'Dune', "isbn": "978-0441013593", pages: 412, price: -9.5, ok: true, no: false, none: null }`),
      {
        title: 'Dune',
        isbn: '978-0441013593',
        pages: 412,
        price: -9.5,
        ok: true,
        no: false,
        none: null,
      },
    );
  });

  it('reads nested objects and arrays', () => {
    assert.deepEqual(
      parseOk(
        `{ filters: { author: { name: { $in: ['Octavia E. Butler', 'Frank Herbert'] } } }, populate: ['cover', 'author'] }`,
      ),
      {
        filters: {author: {name: {$in: ['Octavia E. Butler', 'Frank Herbert']}}},
        populate: ['cover', 'author'],
      },
    );
  });

  it('accepts trailing commas in objects and arrays', () => {
    assert.deepEqual(parseOk(`{ sort: ['title:asc', 'pages:desc',], pagination: { page: 2, }, }`), {
      sort: ['title:asc', 'pages:desc'],
      pagination: {page: 2},
    });
  });

  it('ignores line and block comments', () => {
    const source = `{
      // only science fiction
      filters: { categories: { slug: { $eq: 'science-fiction' } } }, /* newest first */
      sort: 'releaseDate:desc',
    }`;
    assert.deepEqual(parseOk(source), {
      filters: {categories: {slug: {$eq: 'science-fiction'}}},
      sort: 'releaseDate:desc',
    });
  });

  it('keeps "//" inside strings and decodes escapes', () => {
    assert.deepEqual(parseOk(`{ url: 'http://localhost:1337', quote: 'It\\'s "fine"', tab: "a\\tb", e: '\\u00e9' }`), {
      url: 'http://localhost:1337',
      quote: `It's "fine"`,
      tab: 'a\tb',
      e: 'é',
    });
  });

  it('returns an empty object for empty input and allows a final semicolon', () => {
    assert.deepEqual(parseOk('   '), {});
    assert.deepEqual(parseOk('{ locale: "fr" };'), {locale: 'fr'});
  });

  it('reports a missing comma with its line and column', () => {
    const error = parseError(`{\n  title: 'Dune'\n  pages: 412\n}`);
    assert.equal(error.line, 3);
    assert.equal(error.column, 3);
    assert.match(error.message, /Expected "," or "}"/);
  });

  it('reports an unterminated string at its opening quote', () => {
    const error = parseError(`{ title: 'Dune }`);
    assert.equal(error.line, 1);
    assert.equal(error.column, 10);
    assert.match(error.message, /never closed/);
  });

  it('reports an unclosed object', () => {
    const error = parseError(`{ filters: { title: 'Dune' }`);
    assert.equal(error.line, 1);
    assert.equal(error.column, 1);
    assert.match(error.message, /never closed with "}"/);
  });

  it('rejects function calls', () => {
    const error = parseError(`{ title: alert('hi') }`);
    assert.equal(error.column, 10);
    assert.match(error.message, /Function calls/);
  });

  it('rejects identifiers used as values', () => {
    const error = parseError(`{ title: Dune }`);
    assert.equal(error.column, 10);
    assert.match(error.message, /"Dune" is not a value/);
    assert.equal(parseQueryObject('{ a: undefined }').ok, false);
  });

  it('rejects template literals, spreads and non-object roots', () => {
    assert.equal(parseQueryObject('{ a: `x` }').ok, false);
    assert.equal(parseQueryObject('{ ...other }').ok, false);
    assert.equal(parseQueryObject("['title']").ok, false);
    assert.equal(parseQueryObject('{ a: 1 } extra').ok, false);
  });

  it('stores __proto__ as a plain key without changing the prototype', () => {
    const value = parseOk(`{ __proto__: { polluted: true } }`) as Record<string, unknown>;
    assert.equal(Object.getPrototypeOf(value), Object.prototype);
    assert.deepEqual(Object.keys(value), ['__proto__']);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });
});

describe('buildQueryUrl', () => {
  it('keeps brackets and operators readable', () => {
    assert.equal(buildQueryString({filters: {title: {$eq: 'Dune'}}}), 'filters[title][$eq]=Dune');
  });

  it('encodes spaces in values as %20', () => {
    assert.equal(
      buildQueryString({filters: {author: {name: {$eq: 'Frank Herbert'}}}}),
      'filters[author][name][$eq]=Frank%20Herbert',
    );
  });

  it('writes arrays with indices and encodes colons in values', () => {
    assert.equal(buildQueryString({sort: ['title:asc', 'pages:desc']}), 'sort[0]=title%3Aasc&sort[1]=pages%3Adesc');
    assert.equal(buildQueryString({populate: ['author', 'cover']}), 'populate[0]=author&populate[1]=cover');
  });

  it('joins several parameters with &', () => {
    assert.equal(
      buildQueryString({pagination: {page: 2, pageSize: 10}, publicationState: 'preview', locale: 'fr'}),
      'pagination[page]=2&pagination[pageSize]=10&publicationState=preview&locale=fr',
    );
  });

  it('writes exactly what qs.stringify(query, {encodeValuesOnly: true}) writes', () => {
    const queries: QueryObject[] = [
      {filters: {$or: [{title: {$containsi: "l'été (2e éd.)!*"}}, {pages: {$between: [100, 400]}}]}},
      {populate: {author: {fields: ['name'], populate: {agent: true}}, categories: {}}, sort: []},
      {filters: {summary: {$null: true}, isbn: {$eq: null}}, locale: 'fr-FR', q: 'a&b=c#d/e?f g+h~i_j-k.l'},
      {pagination: {start: 0, limit: -1}, publicationState: 'live', emoji: '📚 ✓', nested: [[1, 2], {x: 'y'}]},
    ];
    for (const query of queries) assert.equal(buildQueryString(query), qs.stringify(query, {encodeValuesOnly: true}));
  });

  it('builds the full URL from the endpoint', () => {
    assert.equal(buildQueryUrl('/api/books', {fields: ['title']}), '/api/books?fields[0]=title');
    assert.equal(buildQueryUrl('  /api/authors  ', {}), '/api/authors');
    assert.equal(buildQueryUrl('/api/books?locale=fr', {fields: ['title']}), '/api/books?locale=fr&fields[0]=title');
  });

  it('builds the URL of a parsed example end to end', () => {
    const parsed = parseQueryObject(
      `{ populate: ['author'], filters: { title: { $containsi: 'dune' } }, pagination: { pageSize: 10 } }`,
    );
    assert.ok(parsed.ok);
    if (parsed.ok) {
      assert.equal(
        buildQueryUrl('/api/books', parsed.value),
        '/api/books?populate[0]=author&filters[title][$containsi]=dune&pagination[pageSize]=10',
      );
    }
  });
});
