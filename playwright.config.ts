import {availableParallelism} from 'node:os';
import {defineConfig} from '@playwright/test';
import {CHROMIUM_ARGS, chromiumPath} from './src/lib/chromium';

/**
 * Browser tests run against the production build (`npm run build`) served on
 * 127.0.0.1, in Debian's Chromium (no browser download).
 */
export const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  // One worker per core (Playwright's default is half the cores: a single worker on a 2-core machine).
  workers: Math.max(2, availableParallelism()),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records every action of every test (DOM snapshots, screencast) and was thrown away when the test
    // passed: 'on-first-retry' records only the retry of a failed test (CI retries once). Measured side by side
    // on the same 28 tests (bench/test-time.md): the untraced run took about half the time. Locally, with no
    // retries, rerun a failing test with `--trace on`.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [{name: 'chromium', use: {browserName: 'chromium'}}],
  webServer: {
    command: `npx docusaurus serve --host 127.0.0.1 --port ${PORT} --no-open`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
