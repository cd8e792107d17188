/**
 * Replays every <ApiCall> example of the docs against the Strapi 4.25.9
 * reference app (tests/strapi-app) and fails when a documented response is not
 * what the server answers.
 *
 * Usage: npx tsx scripts/verify-examples.ts [file|dir ...]   (default: docs)
 *
 * Pages that only read share one server. A page that writes (any non-GET
 * request or GraphQL mutation) runs on a freshly seeded server, in document
 * order, and the server is thrown away afterwards; the next fresh server boots
 * in the background meanwhile, so resets cost little.
 *
 * Then, on a fresh server, every operation of the published OpenAPI document
 * (static/openapi.json) is replayed and its real response checked against the
 * document's schema (scripts/lib/verifyOpenApi.ts).
 */
import path from 'node:path';
import {readFileSync} from 'node:fs';
import {API_TOKEN, ensureAppInstalled, repoRoot, startApp, type RunningApp} from './lib/referenceApp';
import {listMarkdownFiles, resolveTargets} from './lib/docFiles';
import {verifyOpenApi, type OperationResult} from './lib/verifyOpenApi';
import type {OpenApiDocument} from './lib/openapiOverrides';
import {formatResult, planPages, summarize, verifyPage, type ExampleResult, type PagePlan} from './lib/verifyExamples';

/** Keeps one freshly seeded server booting ahead of need. */
class FreshServers {
  private spare: Promise<RunningApp> | null = null;
  readonly started: RunningApp[] = [];

  private boot(): Promise<RunningApp> {
    const booting = startApp();
    booting.then((app) => this.started.push(app)).catch(() => undefined);
    return booting;
  }

  /** A server nobody has written to yet. */
  async take(bootAnother: boolean): Promise<RunningApp> {
    const next = this.spare ?? this.boot();
    this.spare = null;
    const app = await next;
    if (bootAnother) this.spare = this.boot();
    return app;
  }

  async stopAll(): Promise<void> {
    if (this.spare) await this.spare.catch(() => undefined);
    await Promise.all(this.started.map((app) => app.stop()));
  }
}

async function main(): Promise<void> {
  const pages = planPages(listMarkdownFiles(resolveTargets(process.argv.slice(2))), (file) => path.relative(repoRoot, file));
  const total = pages.reduce((sum, page) => sum + page.examples.length, 0);
  if (!total) {
    console.log('No <ApiCall> examples found.');
    return;
  }
  const readOnly = pages.filter((page) => !page.mutates);
  const writing = pages.filter((page) => page.mutates);
  console.log(`${total} example(s) on ${pages.length} page(s); ${writing.length} page(s) write data and get a fresh database.`);

  const installSeconds = ensureAppInstalled();
  if (installSeconds > 1) console.log(`Install: ${installSeconds.toFixed(0)} s`);

  const servers = new FreshServers();
  const results: ExampleResult[] = [];
  let operations: OperationResult[] = [];
  const print = (result: ExampleResult) => console.log(formatResult(result));
  const started = Date.now();
  try {
    let app = await servers.take(writing.length > 1);
    console.log(`Reference app ready at ${app.url} in ${(app.bootMs / 1000).toFixed(1)} s`);
    let dirty = false;
    const run = async (page: PagePlan) => {
      if (dirty) {
        await app.stop();
        const remaining = writing.length - writing.indexOf(page) - 1;
        app = await servers.take(remaining > 0);
      }
      results.push(...(await verifyPage(page, app.url, API_TOKEN, print)));
      dirty = page.mutates;
    };
    for (const page of readOnly) await run(page);
    for (const page of writing) await run(page);
    await app.stop();
    const fresh = await servers.take(false);
    const openapi = JSON.parse(readFileSync(path.join(repoRoot, 'static', 'openapi.json'), 'utf8')) as OpenApiDocument;
    console.log('\nOpenAPI document (static/openapi.json) against the real server:');
    operations = await verifyOpenApi(openapi, fresh.url, API_TOKEN);
    for (const result of operations) {
      const mark = {verified: '✔', failed: '✘', skipped: '-'}[result.status];
      console.log(`${mark} ${result.operation}${result.reasons.length ? `\n    ${result.reasons.join('\n    ')}` : ''}`);
    }
  } catch (error) {
    console.error(`✘ ${(error as Error).message}`);
    await servers.stopAll();
    process.exit(2);
  }
  await servers.stopAll();

  const failed = results.filter((result) => result.status === 'failed');
  const count = (status: OperationResult['status']) => operations.filter((result) => result.status === status).length;
  console.log(`\n${summarize(results)} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  console.log(`OpenAPI operations: ${count('verified')} verified, ${count('failed')} failed, ${count('skipped')} skipped`);
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

void main();
