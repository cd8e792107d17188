/** Where Chromium is: CHROME_PATH (the name Lighthouse reads), then CHROMIUM_PATH, then Debian's package. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROME_PATH ?? env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}
