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
    trace: 'retain-on-failure',
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
