/**
 * Replays every <ApiCall> example of the docs against the Strapi 4.25.9
 * reference app (tests/strapi-app) and fails when a documented response is not
 * what the server answers.
 *
 * Usage: npx tsx scripts/examples/verify-examples.ts [file|dir ...]   (default: docs)
 *
 * Pages that only read share one server. A page that writes (any non-GET
 * request or GraphQL mutation), sends a reader's JWT, carries tutorial code
 * (front matter `verify_app`) or continues other pages (`verify_after`) runs
 * on a freshly seeded server, in document order, and the server is thrown
 * away afterwards; the next fresh server boots in the background meanwhile,
 * so resets cost little. Readers' JWTs: scripts/examples/readers.ts.
 *
 * Then, on a fresh server, every operation of the published OpenAPI document
 * (static/openapi.json) is replayed and its real response checked against the
 * document's schema (scripts/examples/verifyOpenApi.ts).
 */
import path from 'node:path';
import {readFileSync} from 'node:fs';
import {API_TOKEN, ensureAppInstalled, repoRoot, startApp, type RunningApp} from './referenceApp';
import {listMarkdownFiles, resolveTargets} from '../docs/docFiles';
import {verifyOpenApi, type OperationResult} from './verifyOpenApi';
import type {OpenApiDocument} from '../openapi/openapiOverrides';
import {
  formatResult,
  planPages,
  ReaderSessions,
  summarize,
  verifyPage,
  type ExampleResult,
  type PagePlan,
} from './verifyExamples';

/** Keeps one freshly seeded server, for the next page's tutorial app, booting ahead of need. */
class FreshServers {
  private spare: {app: string | undefined; booting: Promise<RunningApp>} | null = null;
  readonly started: RunningApp[] = [];

  private boot(app: string | undefined): Promise<RunningApp> {
    const booting = startApp(app ? {tutorial: app} : {});
    booting.then((running) => this.started.push(running)).catch(() => undefined);
    return booting;
  }

  /** A server nobody has written to yet, carrying `app`; boots one for `nextApp` meanwhile. */
  async take(app: string | undefined, next: {app?: string} | null): Promise<RunningApp> {
    let booting: Promise<RunningApp>;
    if (this.spare && this.spare.app === app) {
      booting = this.spare.booting;
    } else {
      if (this.spare) void this.spare.booting.then((unused) => unused.stop()).catch(() => undefined);
      booting = this.boot(app);
    }
    this.spare = null;
    const running = await booting;
    if (next) this.spare = {app: next.app, booting: this.boot(next.app)};
    return running;
  }

  async stopAll(): Promise<void> {
    if (this.spare) await this.spare.booting.catch(() => undefined);
    await Promise.all(this.started.map((running) => running.stop()));
  }
}

async function main(): Promise<void> {
  const pages = planPages(listMarkdownFiles(resolveTargets(process.argv.slice(2))), (file) =>
    path.relative(repoRoot, file),
  );
  const total = pages.reduce((sum, page) => sum + page.examples.length, 0);
  if (!total) {
    console.log('No <ApiCall> examples found.');
    return;
  }
  const shared = pages.filter((page) => !page.fresh);
  const fresh = pages.filter((page) => page.fresh);
  const apps = new Set(fresh.map((page) => page.app).filter(Boolean));
  console.log(
    `${total} example(s) on ${pages.length} page(s); ${fresh.length} page(s) get a fresh database` +
      (apps.size ? `, ${[...apps].length} tutorial app(s): ${[...apps].join(', ')}.` : '.'),
  );

  const installSeconds = ensureAppInstalled();
  if (installSeconds > 1) console.log(`Install: ${installSeconds.toFixed(0)} s`);

  const servers = new FreshServers();
  const results: ExampleResult[] = [];
  let operations: OperationResult[] = [];
  const print = (result: ExampleResult) => console.log(formatResult(result));
  const setupReport = (before: PagePlan, setup: ExampleResult[]) => {
    const failed = setup.filter((result) => result.status === 'failed').length;
    console.log(
      `  (replayed ${before.file} first: ${summarize(setup)}${failed ? '; later examples may fail because of it' : ''})`,
    );
  };
  const started = Date.now();
  // Shared pages first, on a plain app; then each fresh page on a server of its own.
  const order = [...shared, ...fresh];
  try {
    let app: RunningApp | null = null;
    for (const [index, page] of order.entries()) {
      if (!app || page.fresh) {
        if (app) await app.stop();
        const later = order.slice(index + 1).find((candidate) => candidate.fresh) ?? null;
        app = await servers.take(page.fresh ? page.app : undefined, later);
        if (index === 0) console.log(`Reference app ready at ${app.url} in ${(app.bootMs / 1000).toFixed(1)} s`);
        if (page.app) console.log(`  (app carries tutorials/${page.app})`);
      }
      const readers = page.fresh ? new ReaderSessions(app.url) : sharedReaders(app.url);
      results.push(...(await verifyPage(page, app.url, API_TOKEN, print, readers, setupReport)));
    }
    if (app) await app.stop();
    const clean = await servers.take(undefined, null);
    const openapi = JSON.parse(readFileSync(path.join(repoRoot, 'static', 'openapi.json'), 'utf8')) as OpenApiDocument;
    console.log('\nOpenAPI document (static/openapi.json) against the real server:');
    operations = await verifyOpenApi(openapi, clean.url, API_TOKEN);
    for (const result of operations) {
      const mark = {verified: '✔', failed: '✘', skipped: '-'}[result.status];
      console.log(
        `${mark} ${result.operation}${result.reasons.length ? `\n    ${result.reasons.join('\n    ')}` : ''}`,
      );
    }
  } catch (error) {
    console.error(`✘ ${(error as Error).message}`);
    await servers.stopAll();
    process.exit(2);
  }
  await servers.stopAll();

  const failed = results.filter((result) => result.status === 'failed');
  const count = (status: OperationResult['status']) => operations.filter((result) => result.status === status).length;
  const skipped = results.filter((result) => result.status === 'skipped');
  console.log(`\n${summarize(results)} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  console.log(
    `OpenAPI operations: ${count('verified')} verified, ${count('failed')} failed, ${count('skipped')} skipped`,
  );
  if (skipped.length) {
    console.log('\nSkipped (verify="no"):');
    for (const result of skipped)
      console.log(`  ${result.example.file}:${result.example.line} ${result.reasons.join('; ')}`);
  }
  if (failed.length) {
    console.log('\nFalse examples:');
    for (const result of failed) console.log(`  ${result.example.file}:${result.example.line} ${result.example.title}`);
  }
  if (count('failed')) {
    console.log('\nOperations whose real response breaks static/openapi.json:');
    for (const result of operations.filter((r) => r.status === 'failed')) console.log(`  ${result.operation}`);
  }
  if (failed.length || count('failed')) process.exit(1);
}

let shared: ReaderSessions | null = null;
/** Read-only pages never sign readers in (that makes a page fresh); one session object serves them all. */
function sharedReaders(url: string): ReaderSessions {
  shared ??= new ReaderSessions(url);
  return shared;
}

void main();
