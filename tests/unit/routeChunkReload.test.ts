import {test} from 'node:test';
import assert from 'node:assert/strict';

test('route chunk reload: only chunk load errors count, and the reload mark survives blocked storage', async () => {
  const {isChunkLoadError, reloadMarkKey, hasReloadMark, setReloadMark, clearReloadMark} =
    await import('../../src/clientModules/routeChunkReload');
  const chunkError = Object.assign(new Error('Loading chunk 123 failed.\n(error: /assets/js/123.js)'), {
    name: 'ChunkLoadError',
  });
  assert.equal(isChunkLoadError(chunkError), true);
  assert.equal(isChunkLoadError(Object.assign(new Error('x'), {code: 'CSS_CHUNK_LOAD_FAILED'})), true);
  assert.equal(isChunkLoadError(new Error('Loading CSS chunk 7 failed.\n(/assets/css/7.css)')), true);
  for (const other of [new Error('boom'), new TypeError('x is undefined'), 'ChunkLoadError', null, undefined]) {
    assert.equal(isChunkLoadError(other), false, String(other));
  }

  const key = reloadMarkKey({pathname: '/dev-docs/faq', search: '?x=1'}, 'abc123');
  assert.notEqual(
    key,
    reloadMarkKey({pathname: '/dev-docs/faq', search: '?x=1'}, 'def456'),
    'a new build reloads again',
  );
  assert.notEqual(
    key,
    reloadMarkKey({pathname: '/dev-docs/intro', search: '?x=1'}, 'abc123'),
    'another URL reloads again',
  );

  const memoryHistory = () => {
    const history = {
      state: {key: 'router-key'} as unknown,
      replaceState(state: unknown) {
        history.state = state;
      },
    };
    return history;
  };
  const data = new Map<string, string>();
  const storage = {
    getItem: (name: string) => data.get(name) ?? null,
    setItem: (name: string, value: string) => void data.set(name, value),
    removeItem: (name: string) => void data.delete(name),
  };
  const blocked = {
    getItem: (): string | null => {
      throw new DOMException('denied', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    removeItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
  };
  for (const [label, store] of [
    ['storage', storage],
    ['blocked storage', blocked],
    ['no storage', null],
  ] as const) {
    const history = memoryHistory();
    assert.equal(hasReloadMark(key, store, history), false, label);
    setReloadMark(key, store, history);
    assert.equal(hasReloadMark(key, store, memoryHistory()), label === 'storage', `${label}: another entry`);
    assert.equal(hasReloadMark(key, store, history), true, `${label}: marked`);
    assert.equal((history.state as {key: string}).key, 'router-key', `${label}: the router's state is kept`);
    clearReloadMark(key, store, history);
    assert.equal(hasReloadMark(key, store, history), false, `${label}: cleared`);
    assert.deepEqual(history.state, {key: 'router-key'}, `${label}: cleared from the history entry`);
  }
});
