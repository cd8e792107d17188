import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {parseRequestLine} from '../../src/components/ApiCall/requestLine';

describe('parseRequestLine', () => {
  it('splits a long populate URL at ? and &, keeping the exact URL', () => {
    const url = '/api/books/5?fields[0]=title&populate[author][fields][0]=name&populate[categories][sort][0]=name:asc';
    const line = parseRequestLine(`GET ${url}\n`);
    assert.deepEqual(line, {
      method: 'GET',
      url,
      path: '/api/books/5',
      params: ['fields[0]=title', 'populate[author][fields][0]=name', 'populate[categories][sort][0]=name:asc'],
      rest: '',
    });
  });

  it('keeps headers and a body that follow the request line', () => {
    const line = parseRequestLine(
      'POST /api/reviews?populate=book\nContent-Type: application/json\n\n{ "data": {} }\n',
    );
    assert.equal(line?.method, 'POST');
    assert.equal(line?.rest, 'Content-Type: application/json\n\n{ "data": {} }');
  });

  it('accepts an HTTP version after the URL', () => {
    assert.equal(parseRequestLine('GET /api/books?sort=title HTTP/1.1')?.url, '/api/books?sort=title');
  });

  it('returns null without a query string or without a request line', () => {
    assert.equal(parseRequestLine('GET /api/books/5'), null);
    assert.equal(parseRequestLine('GET /api/books?'), null);
    assert.equal(parseRequestLine('Authorization: Bearer x'), null);
    assert.equal(parseRequestLine('query { books { data { id } } }'), null);
  });
});
