/**
 * The browser's runtime (`runtime~main`) carries every chunk's name twice: the
 * id → name map of Rspack's `__webpack_require__.u` (a chunk's file is
 * `assets/js/<name>.<hash>.js`), and the name → id map that Docusaurus's
 * ChunkAssetPlugin writes for `__webpack_require__.gca`, which turns a route's
 * chunk names into URLs when a link is prefetched. 4.5 KB gzip of the second
 * on every page. The minified runtime is rewritten so that `u` keeps its map
 * on `__webpack_require__` and `gca` inverts it on its first call; the build
 * fails when the two maps are not each other's inverse or the code is not in
 * the shape this reads.
 */
import vm from 'node:vm';

/** `<r>.u=<c>=>"<prefix>"+(({<id → name>})[<c>]||<c>)+…` in the minified runtime. */
const FILENAME = /(\w+)\.u=(\w+)=>("[^"]*")\+\(\((\{[^{}]*\})\)\[\2\]\|\|\2\)/;
/** `<r>.gca=function(<c>){return <c>=({<name → id>})[<c>]||<c>,<r>.p+<r>.u(<c>)}`. */
const GET_CHUNK_ASSET = /(\w+)\.gca=function\((\w+)\)\{return \2=\((\{[^{}]*\})\)\[\2\]\|\|\2,\1\.p\+\1\.u\(\2\)\}/;

function objectLiteral(source: string): Record<string, unknown> {
  return vm.runInNewContext(`(${source})`) as Record<string, unknown>;
}

function isInverse(idToName: Record<string, unknown>, nameToId: Record<string, unknown>): boolean {
  const ids = Object.keys(idToName);
  return (
    ids.length === Object.keys(nameToId).length &&
    ids.every((id) => typeof idToName[id] === 'string' && String(nameToId[idToName[id]]) === id)
  );
}

/** The runtime with one chunk-name map instead of two, or an Error saying why it cannot be rewritten. */
export function shareChunkNameMap(runtime: string): string | Error {
  const filename = FILENAME.exec(runtime);
  const chunkAsset = GET_CHUNK_ASSET.exec(runtime);
  if (!filename || !chunkAsset)
    return new Error(
      `${filename ? '' : 'the chunk filename function (__webpack_require__.u) '}${chunkAsset ? '' : "Docusaurus's __webpack_require__.gca "}was not found in the shape route-table-slim reads`,
    );
  const [uCode, r, c, prefix, idToName] = filename as unknown as [string, string, string, string, string];
  const [gcaCode, r2, , nameToId] = chunkAsset as unknown as [string, string, string, string];
  if (r2 !== r) return new Error('__webpack_require__.u and .gca are on different objects');
  if (!isInverse(objectLiteral(idToName), objectLiteral(nameToId)))
    return new Error("Docusaurus's chunk name → id map is not the inverse of the filename map");
  // `cn`/`cni`: not names Rspack or Docusaurus use on __webpack_require__.
  const shared = `${r}.cn=${idToName},${r}.u=${c}=>${prefix}+(${r}.cn[${c}]||${c})`;
  const invert = `if(!${r}.cni){${r}.cni={};for(var k in ${r}.cn)${r}.cni[${r}.cn[k]]=k}`;
  const lookup = `${r}.gca=function(${c}){${invert}return ${c}=${r}.cni[${c}]||${c},${r}.p+${r}.u(${c})}`;
  return runtime.replace(uCode, shared).replace(gcaCode, lookup);
}
