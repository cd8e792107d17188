/**
 * The browser's copy of Docusaurus's chunk registry (`.docusaurus/registry.js`,
 * written by `genRegistry` in @docusaurus/core/lib/server/codegen/codegenRoutes.js).
 * Each entry there is `[loader, modulePath, require.resolveWeak(modulePath)]`;
 * ComponentCreator hands the last two to react-loadable as `modules` and
 * `webpack`, which react-loadable reads only on the server (`Loadable.Capture`
 * reports `modules` to pick the page's script tags) and in
 * `Loadable.preloadReady`, which Docusaurus never calls. The client keeps the
 * loader alone, with the same `webpackChunkName`, so chunks keep their names.
 */

/** One line of the generated registry, exactly as `genRegistry` writes it. */
const ENTRY =
  /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ "([^"]+)"\), "([^"]+)", require\.resolveWeak\("([^"]+)"\)\],$/;

/**
 * The registry source with each entry reduced to its loader. Throws, naming the
 * line, on anything it does not recognise, so a Docusaurus upgrade that changes
 * the format fails the build instead of shipping a broken table.
 */
export function clientRegistrySource(source: string): string {
  const lines = source.split('\n');
  const out: string[] = [];
  lines.forEach((line, index) => {
    if (line === 'export default {' || line === '};' || line === '}' || line === '') {
      out.push(line);
      return;
    }
    // genRegistry closes the object on the last entry's line: `…],};`
    const closing = line.endsWith('};');
    const entry = closing ? line.slice(0, -2) : line;
    const match = ENTRY.exec(entry);
    if (!match || match[1] !== match[2] || match[3] !== match[4] || match[3] !== match[5])
      throw new Error(`route-table-slim: unexpected line ${index + 1} in the chunk registry: ${line}`);
    const [, chunkName, , modulePath] = match;
    out.push(
      `  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}")],${closing ? '};' : ''}`,
    );
  });
  return out.join('\n');
}
