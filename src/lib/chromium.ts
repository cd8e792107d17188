/** Where Chromium is: CHROME_PATH (the name Lighthouse reads), then CHROMIUM_PATH, then Debian's package. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROME_PATH ?? env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/**
 * The flags every headless Chromium of the project starts with (tests, diagrams, screenshots, benchmarks):
 * no sandbox (root in CI), no GPU, and none of the background connections a closed network refuses.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
