/**
 * Installs, starts and stops the Strapi 4.25.9 reference app in
 * tests/strapi-app (the bookstore the docs' examples are written against).
 * Shared by scripts/examples/verify-examples.ts and scripts/screenshots/screenshots.ts.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const appDir = path.join(repoRoot, 'tests', 'strapi-app');
/** Code that tutorial pages build, one folder per page group (front matter `verify_app`). */
export const tutorialsDir = path.join(appDir, 'tutorials');

/** The access key of the seeded full-access API token (see tests/strapi-app/src/seed/data.js). */
export const API_TOKEN = 'bookstore-docs-full-access-token-4-25-9';

/**
 * node-gyp builds better-sqlite3 from source and cannot download Node's
 * headers here: point it at the installed ones when npm is not told already.
 */
function installEnv(): NodeJS.ProcessEnv {
  const env = {...process.env};
  if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
  return env;
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, {cwd, stdio: 'inherit', env: installEnv()});
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status ?? result.signal})`);
  }
}

function nativeSqliteLoads(): boolean {
  const probe = "const D = require('better-sqlite3'); new D(':memory:').close();";
  return spawnSync(process.execPath, ['-e', probe], {cwd: appDir, stdio: 'ignore'}).status === 0;
}

/**
 * Installs the app's dependencies from its lockfile when node_modules is
 * missing (better-sqlite3 is compiled by its install script, allowed in the
 * app's package.json `allowScripts`). Returns the seconds spent installing.
 */
export function ensureAppInstalled(log: (line: string) => void = console.log): number {
  const started = Date.now();
  if (!existsSync(path.join(appDir, 'node_modules', '@strapi', 'strapi', 'package.json'))) {
    log('Installing the reference app (npm ci in tests/strapi-app)…');
    run('npm', ['ci', '--no-audit', '--no-fund'], appDir);
  }
  if (!nativeSqliteLoads()) {
    log('better-sqlite3 has no usable native build; rebuilding it…');
    run('npm', ['rebuild', 'better-sqlite3'], appDir);
  }
  return (Date.now() - started) / 1000;
}

/** The app's wrapper around the Strapi CLI (it keeps Strapi from reading the docs site's tsconfig.json). */
const STRAPI_CLI = path.join(appDir, 'scripts', 'strapi.js');

/** Builds the admin panel into tests/strapi-app/build. Returns the seconds it took. */
export function buildAdmin(): number {
  const started = Date.now();
  run(process.execPath, [STRAPI_CLI, 'build'], appDir);
  return (Date.now() - started) / 1000;
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not read the port'));
      });
    });
  });
}

export interface StartOptions {
  /** Serve the (already built) admin panel; verify-examples does not need it. */
  serveAdmin?: boolean;
  /**
   * Start with autoReload on, as `strapi develop` does (Content-Type Builder
   * editable, no "production mode" notices), but serving the built admin.
   */
  editable?: boolean;
  /** Extra environment variables for the app. */
  env?: Record<string, string>;
  /** Milliseconds to wait for /_health. */
  timeoutMs?: number;
  /**
   * A folder of tests/strapi-app/tutorials: the app runs from a copy of its
   * src and config with that folder's src and config laid over them, and
   * BOOKSTORE_TUTORIAL set to the name (src/seed/tutorials.js applies the
   * tutorial's admin-panel steps).
   */
  tutorial?: string;
}

/**
 * Builds a throwaway app folder in the system temp folder: src and config
 * copied from the reference app and overlaid with the tutorial's files,
 * everything else (node_modules, public, scripts…) linked. Returns its path.
 */
export function composeTutorialApp(tutorial: string, port: number): string {
  const overlay = path.join(tutorialsDir, tutorial);
  if (!/^[a-z0-9-]+$/.test(tutorial) || !existsSync(overlay)) {
    throw new Error(`verify_app "${tutorial}" has no folder in ${path.relative(repoRoot, tutorialsDir)}`);
  }
  const target = path.join(os.tmpdir(), `bookstore-${tutorial}-${port}`);
  rmSync(target, {recursive: true, force: true});
  mkdirSync(path.join(target, '.tmp'), {recursive: true});
  const copied = new Set(['src', 'config']);
  const skipped = new Set(['.tmp', 'tutorials', '.cache', 'dist']);
  for (const name of readdirSync(appDir)) {
    if (copied.has(name) || skipped.has(name)) continue;
    symlinkSync(path.join(appDir, name), path.join(target, name));
  }
  for (const name of copied) {
    cpSync(path.join(appDir, name), path.join(target, name), {recursive: true});
    if (existsSync(path.join(overlay, name)))
      cpSync(path.join(overlay, name), path.join(target, name), {recursive: true});
  }
  return target;
}

export interface RunningApp {
  url: string;
  port: number;
  pid: number;
  /** Milliseconds from spawn to the first healthy /_health answer. */
  bootMs: number;
  /** The tutorial folder the app carries, if any. */
  tutorial?: string;
  /** Last lines the app printed, for error reports. */
  recentOutput(): string;
  stop(): Promise<void>;
}

const HEALTH_PATH = '/_health';

async function isHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}${HEALTH_PATH}`, {signal: AbortSignal.timeout(2000)});
    return response.status === 204 || response.ok;
  } catch {
    return false;
  }
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Starts the app with `strapi start` on a free port of 127.0.0.1, with its
 * own SQLite file, and resolves once it answers /_health (seeding is done by
 * then: Strapi runs the bootstrap before it listens).
 */
export async function startApp(options: StartOptions = {}): Promise<RunningApp> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const databaseFile = `.tmp/run-${port}.db`;
  const started = Date.now();
  const command = options.editable ? [path.join(appDir, 'scripts', 'start-editable.js')] : [STRAPI_CLI, 'start'];
  const cwd = options.tutorial ? composeTutorialApp(options.tutorial, port) : appDir;
  const child = spawn(process.execPath, command, {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      SERVE_ADMIN: options.serveAdmin ? 'true' : 'false',
      DATABASE_FILENAME: databaseFile,
      BOOKSTORE_API_TOKEN: API_TOKEN,
      // Several instances may run at once: only the one that owns uploads may clear them.
      BOOKSTORE_RESET_UPLOADS: options.serveAdmin ? 'true' : 'false',
      STRAPI_TELEMETRY_DISABLED: 'true',
      STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
      BROWSER: 'none',
      FORCE_COLOR: '0',
      BOOKSTORE_TUTORIAL: options.tutorial ?? '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const recentOutput = () => output.slice(-60).join('\n');

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 10_000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    for (const suffix of ['', '-journal', '-wal', '-shm']) {
      rmSync(path.join(cwd, `${databaseFile}${suffix}`), {force: true});
    }
    if (cwd !== appDir) rmSync(cwd, {recursive: true, force: true});
  };

  const deadline = started + (options.timeoutMs ?? 180_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(
        `The reference app exited during startup (code ${child.exitCode ?? child.signalCode}):\n${recentOutput()}`,
      );
    }
    if (await isHealthy(url)) {
      return {
        url,
        port,
        pid: child.pid ?? -1,
        bootMs: Date.now() - started,
        tutorial: options.tutorial,
        recentOutput,
        stop,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(
    `The reference app did not answer ${HEALTH_PATH} within ${options.timeoutMs ?? 180_000} ms:\n${recentOutput()}`,
  );
}
