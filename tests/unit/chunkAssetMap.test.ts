/**
 * The runtime rewrite of route-table-slim (src/plugins/route-table-slim/chunkAssetMap.ts): the minified runtime keeps
 * one chunk id → name map, and `__webpack_require__.u` and Docusaurus's `.gca` answer as before for every chunk.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import {shareChunkNameMap} from '../../src/plugins/route-table-slim/chunkAssetMap';

/** A runtime in the shape the minifier writes (Rspack 1.7, Docusaurus 3.10): names that look like numbers included. */
function runtime(idToName: string, nameToId: string): string {
  return (
    '(()=>{"use strict";var n={};n.m={},n.f={},' +
    `n.u=e=>"assets/js/"+((${idToName})[e]||e)+"."+({10:"aaaa1111",20:"bbbb2222",30:"cccc3333",40:"dddd4444"})[e]+".js",` +
    `n.p="/",n.gca=function(e){return e=(${nameToId})[e]||e,n.p+n.u(e)},globalThis.runtime=n})();`
  );
}
const ID_TO_NAME = '{10:"814f3328",20:"image-zoom",30:"17056395"}';
// The minifier writes a numeric key in hex when shorter: "17056395" is 0x104428b.
const NAME_TO_ID = '{"814f3328":"10","image-zoom":"20",0x104428b:"30"}';

function load(source: string): {u: (id: string) => string; gca: (name: string) => string; source: string} {
  const context: {runtime?: {u: (id: string) => string; gca: (name: string) => string}} = {};
  vm.runInNewContext(source.replace('globalThis.runtime', 'this.runtime'), context);
  if (!context.runtime) throw new Error('the runtime did not run');
  return {...context.runtime, source};
}

test('the rewritten runtime has one map and gives every chunk the same file as before', () => {
  const original = runtime(ID_TO_NAME, NAME_TO_ID);
  const rewritten = shareChunkNameMap(original);
  assert.ok(typeof rewritten === 'string', String(rewritten));
  assert.equal(rewritten.split('"814f3328"').length - 1, 1, 'each chunk name once');
  const before = load(original);
  const after = load(rewritten);
  for (const id of ['10', '20', '30', '40']) assert.equal(after.u(id), before.u(id), `u(${id})`);
  for (const name of ['814f3328', 'image-zoom', '17056395', '40'])
    assert.equal(after.gca(name), before.gca(name), name);
  assert.equal(after.gca('17056395'), '/assets/js/17056395.cccc3333.js');
});

test('a runtime in another shape, or with maps that disagree, is an error, not a guess', () => {
  const noGca = shareChunkNameMap(runtime(ID_TO_NAME, NAME_TO_ID).replace('n.gca=function(e)', 'n.gca=function(e,f)'));
  assert.ok(noGca instanceof Error);
  assert.match(noGca.message, /__webpack_require__\.gca/);
  const disagree = shareChunkNameMap(runtime(ID_TO_NAME, '{"814f3328":"10","image-zoom":"30",0x104428b:"20"}'));
  assert.ok(disagree instanceof Error);
  assert.match(disagree.message, /not the inverse/);
  const missing = shareChunkNameMap(runtime(ID_TO_NAME, '{"814f3328":"10"}'));
  assert.ok(missing instanceof Error);
});
