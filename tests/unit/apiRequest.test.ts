import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {encodeTarget, readerPlaceholder, substituteToken, toOutgoingRequest} from '../../scripts/examples/apiRequest';
import {isJwtPlaceholder, namedReader} from '../../scripts/examples/readers';

describe('encodeTarget', () => {
  it('encodes brackets, operators, colons and spaces of an unencoded query', () => {
    assert.equal(
      encodeTarget('/api/books?filters[author][name][$eq]=Octavia E. Butler&sort=title:asc'),
      '/api/books?filters%5Bauthor%5D%5Bname%5D%5B%24eq%5D=Octavia%20E.%20Butler&sort=title%3Aasc',
    );
  });

  it('does not encode twice', () => {
    assert.equal(
      encodeTarget('/api/books?filters[title][$eq]=Dune%20Messiah'),
      '/api/books?filters%5Btitle%5D%5B%24eq%5D=Dune%20Messiah',
    );
  });

  it('keeps a literal plus sign and a value-less key', () => {
    assert.equal(encodeTarget('/api/books?q=C++&flag'), '/api/books?q=C%2B%2B&flag');
  });

  it('drops an origin and a fragment, and leaves a plain path alone', () => {
    assert.equal(encodeTarget('http://localhost:1337/api/books/1#x'), '/api/books/1');
  });
});

describe('substituteToken', () => {
  it('replaces any Bearer placeholder and the bare placeholder', () => {
    assert.equal(substituteToken('Bearer <your-api-token>', 'T'), 'Bearer T');
    assert.equal(substituteToken('Bearer <user-jwt>', 'T'), 'Bearer T');
    assert.equal(substituteToken('<your-api-token>', 'T'), 'T');
    assert.equal(substituteToken('Bearer abc', 'T'), 'Bearer abc');
  });
});

describe('toOutgoingRequest', () => {
  it('sends a JSON body with a content type and the token', () => {
    const outgoing = toOutgoingRequest(
      {
        kind: 'http',
        method: 'POST',
        target: '/api/categories',
        headers: {Authorization: 'Bearer <your-api-token>'},
        body: {data: {name: 'Horror'}},
      },
      'T',
    );
    assert.deepEqual(outgoing, {
      method: 'POST',
      path: '/api/categories',
      headers: {Authorization: 'Bearer T', 'Content-Type': 'application/json'},
      body: '{"data":{"name":"Horror"}}',
    });
  });

  it('posts GraphQL queries to /graphql without the token', () => {
    const outgoing = toOutgoingRequest(
      {kind: 'graphql', query: '{ books { data { id } } }', variables: {id: '1'}},
      'T',
    );
    assert.equal(outgoing.path, '/graphql');
    assert.equal(outgoing.headers.Authorization, undefined);
    assert.deepEqual(JSON.parse(outgoing.body ?? ''), {query: '{ books { data { id } } }', variables: {id: '1'}});
  });

  it('sends the token with GraphQL mutations and with queries that ask for it', () => {
    assert.equal(
      toOutgoingRequest({kind: 'graphql', query: 'mutation { deleteBook(id: 1) { data { id } } }'}, 'T').headers
        .Authorization,
      'Bearer T',
    );
    assert.equal(
      toOutgoingRequest({kind: 'graphql', query: '# Authorization: Bearer <your-api-token>\nquery { x }'}, 'T').headers
        .Authorization,
      'Bearer T',
    );
  });
});

describe('reader JWTs', () => {
  it('tells a JWT placeholder from an API token placeholder', () => {
    assert.equal(
      readerPlaceholder({
        kind: 'http',
        method: 'GET',
        target: '/api/users/me',
        headers: {Authorization: 'Bearer <user-jwt>'},
      }),
      '<user-jwt>',
    );
    assert.equal(
      readerPlaceholder({
        kind: 'http',
        method: 'GET',
        target: '/api/books',
        headers: {Authorization: 'Bearer <your-api-token>'},
      }),
      undefined,
    );
    assert.equal(readerPlaceholder({kind: 'http', method: 'GET', target: '/api/books', headers: {}}), undefined);
    assert.equal(
      readerPlaceholder({kind: 'graphql', query: '# Authorization: Bearer <reader-jwt>\nquery { me { id } }'}),
      '<reader-jwt>',
    );
    assert.equal(isJwtPlaceholder('<api-token>'), false);
  });

  it('names a reader only when the placeholder carries a known username', () => {
    assert.equal(namedReader('<shevek-jwt>')?.email, 'shevek@example.com');
    assert.equal(namedReader('<reader-jwt>'), undefined);
    assert.equal(namedReader('<jwt>'), undefined);
  });

  it('sends the JWT for a JWT placeholder and the token for the others', () => {
    const withJwt = toOutgoingRequest(
      {kind: 'http', method: 'DELETE', target: '/api/reviews/7', headers: {Authorization: 'Bearer <shevek-jwt>'}},
      'T',
      'J',
    );
    assert.equal(withJwt.headers.Authorization, 'Bearer J');
    const withToken = toOutgoingRequest(
      {kind: 'http', method: 'GET', target: '/api/books', headers: {Authorization: 'Bearer <your-api-token>'}},
      'T',
      'J',
    );
    assert.equal(withToken.headers.Authorization, 'Bearer T');
    const graphql = toOutgoingRequest(
      {kind: 'graphql', query: '# Authorization: Bearer <reader-jwt>\nquery { me { id } }'},
      'T',
      'J',
    );
    assert.equal(graphql.headers.Authorization, 'Bearer J');
  });
});
