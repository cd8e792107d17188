/** Names a page declares itself with `import` or `export` (MDX ESM). */
export function declaredNames(esm: string): string[] {
  const names: string[] = [];
  for (const [, clause] of esm.matchAll(/import\s+([^'";]+?)\s+from\s/g)) {
    for (const part of clause!.replace(/[{}]/g, ',').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .at(-1)
        ?.replace(/^\*\s*/, '')
        .trim();
      if (name) names.push(name);
    }
  }
  for (const [, name] of esm.matchAll(/export\s+(?:const|let|var|function|class)\s+([A-Za-z_$][\w$]*)/g))
    names.push(name!);
  return names;
}
