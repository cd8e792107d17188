/**
 * Replays documented ApiCall examples against a running server and compares
 * the answers. Independent of how the server is started, so the tests can use
 * a stub server (tests/unit/verifyExamples.test.ts).
 */
import {readFileSync} from 'node:fs';
import {compareJson, preview, type JsonDifference} from './compareJson';
import {mutatesData, parseApiCalls, type ApiCallExample} from './parseApiCalls';
import {toOutgoingRequest} from './apiRequest';

export type ExampleStatus = 'verified' | 'failed' | 'skipped';

export interface ExampleResult {
  example: ApiCallExample;
  status: ExampleStatus;
  /** Why it failed or was skipped. */
  reasons: string[];
}

export interface PagePlan {
  file: string;
  examples: ApiCallExample[];
  /** Some example changes data, so the page needs a fresh database and leaves it dirty. */
  mutates: boolean;
}

/** Markdown/MDX files under the given files or folders, sorted. */

/** A page that does not parse as MDX cannot be checked: report it as one failed example instead of stopping. */
function readExamples(source: string, file: string): ApiCallExample[] {
  try {
    return parseApiCalls(source, file);
  } catch (error) {
    if (!source.includes('<ApiCall')) return [];
    const {message, line} = error as {message: string; line?: number};
    return [{file, line: line ?? 1, title: '(page does not parse as MDX)', variableKeys: [], problems: [message]}];
  }
}

/** Reads every page and keeps those with at least one ApiCall. `displayPath` names pages in messages. */
export function planPages(files: string[], displayPath: (file: string) => string = (file) => file): PagePlan[] {
  return files
    .map((file) => {
      const source = readFileSync(file, 'utf8');
      const examples = readExamples(source, displayPath(file));
      return {file: displayPath(file), examples, mutates: examples.some(mutatesData)};
    })
    .filter((page) => page.examples.length > 0);
}

const MAX_DIFFERENCES = 12;

function describeDifferences(differences: JsonDifference[]): string[] {
  const lines = differences.slice(0, MAX_DIFFERENCES).map((difference) => `${difference.path}: ${difference.message}`);
  if (differences.length > MAX_DIFFERENCES) lines.push(`… and ${differences.length - MAX_DIFFERENCES} more difference(s)`);
  return lines;
}

/** Sends one example to `baseUrl` and compares the JSON answer with the documented one. */
export async function verifyExample(example: ApiCallExample, baseUrl: string, token: string): Promise<ExampleResult> {
  if (example.skipReason) return {example, status: 'skipped', reasons: [example.skipReason]};
  if (example.problems.length || !example.request) {
    return {example, status: 'failed', reasons: example.problems.length ? example.problems : ['no request']};
  }
  const outgoing = toOutgoingRequest(example.request, token);
  let status: number;
  let text: string;
  try {
    const response = await fetch(`${baseUrl}${outgoing.path}`, {
      method: outgoing.method,
      headers: outgoing.headers,
      body: outgoing.body,
      signal: AbortSignal.timeout(30_000),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    return {example, status: 'failed', reasons: [`request failed: ${(error as Error).message}`]};
  }
  let actual: unknown;
  try {
    actual = text ? JSON.parse(text) : null;
  } catch {
    return {example, status: 'failed', reasons: [`HTTP ${status}, response is not JSON: ${preview(text, 120)}`]};
  }
  const differences = compareJson(example.expected, actual, new Set(example.variableKeys));
  if (!differences.length) return {example, status: 'verified', reasons: []};
  return {
    example,
    status: 'failed',
    reasons: [`${outgoing.method} ${outgoing.path} answered HTTP ${status}`, ...describeDifferences(differences)],
  };
}

/** Runs a page's examples in document order (later examples may rely on earlier writes). */
export async function verifyPage(page: PagePlan, baseUrl: string, token: string, onResult: (result: ExampleResult) => void): Promise<ExampleResult[]> {
  const results: ExampleResult[] = [];
  for (const example of page.examples) {
    const result = await verifyExample(example, baseUrl, token);
    results.push(result);
    onResult(result);
  }
  return results;
}

export function formatResult(result: ExampleResult): string {
  const {example} = result;
  const where = `${example.file}:${example.line}`;
  if (result.status === 'verified') return `✔ ${where} ${example.title}`;
  if (result.status === 'skipped') return `- ${where} ${example.title} (skipped: ${result.reasons.join('; ')})`;
  return [`✘ ${where} ${example.title}`, ...result.reasons.map((reason) => `    ${reason}`)].join('\n');
}

export function summarize(results: ExampleResult[]): string {
  const count = (status: ExampleStatus) => results.filter((result) => result.status === status).length;
  return `${count('verified')} verified, ${count('failed')} failed, ${count('skipped')} skipped`;
}
