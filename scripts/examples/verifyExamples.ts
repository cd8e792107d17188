/**
 * Replays documented ApiCall examples against a running server and compares
 * the answers. Independent of how the server is started, so the tests can use
 * a stub server (tests/unit/verifyExamples.test.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {compareJson, preview, type JsonDifference} from './compareJson';
import {mutatesData, parseApiCalls, parseVerifySettings, type ApiCallExample} from './parseApiCalls';
import {readerPlaceholder, toOutgoingRequest} from './apiRequest';
import {namedReader, READERS, type Reader} from './readers';

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
  /** Tutorial code the app must carry (front matter `verify_app`, a folder of tests/strapi-app/tutorials). */
  app?: string;
  /** Pages replayed first, unreported, on the same server (front matter `verify_after`), in order. */
  before: PagePlan[];
  /** The page needs a server of its own: it writes, signs readers in, carries tutorial code or continues other pages. */
  fresh: boolean;
}

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

/** True when an example sends a reader's JWT, which the verifier may have to register (a write). */
function signsReaderIn(example: ApiCallExample): boolean {
  return !example.skipReason && example.request !== undefined && readerPlaceholder(example.request) !== undefined;
}

/** Plans one page and, recursively, the pages it continues. `chain` guards against loops. */
export function planPage(
  file: string,
  displayPath: (file: string) => string = (item) => item,
  chain: string[] = [],
): PagePlan {
  if (chain.includes(file)) throw new Error(`verify_after loops: ${[...chain, file].map(displayPath).join(' → ')}`);
  const source = readFileSync(file, 'utf8');
  const examples = readExamples(source, displayPath(file));
  const settings = parseVerifySettings(source);
  const before = settings.after.map((relative) =>
    planPage(path.resolve(path.dirname(file), relative), displayPath, [...chain, file]),
  );
  const mutates = examples.some(mutatesData);
  const page: PagePlan = {file: displayPath(file), examples, mutates, before, fresh: false};
  if (settings.app) page.app = settings.app;
  page.fresh = mutates || Boolean(page.app) || before.length > 0 || examples.some(signsReaderIn);
  return page;
}

/** Reads every page and keeps those with at least one ApiCall. `displayPath` names pages in messages. */
export function planPages(files: string[], displayPath: (file: string) => string = (file) => file): PagePlan[] {
  return files.map((file) => planPage(file, displayPath)).filter((page) => page.examples.length > 0);
}

/**
 * The JWTs of readers on one server. A JWT that an example's answer carries
 * (register, login, change-password, the GraphQL `login`) is kept and makes
 * its user the page's current reader. A placeholder naming a reader
 * (`<shevek-jwt>`) logs that reader in, registering them first if the login is
 * refused; a generic one (`<reader-jwt>`) uses the current reader, else the
 * first of READERS.
 */
export class ReaderSessions {
  private readonly jwts = new Map<string, string>();
  private current: string | undefined;

  constructor(private readonly baseUrl: string) {}

  /** Keeps the JWT of a documented sign-in answer. */
  record(answer: unknown): void {
    const signIn = findSignIn(answer);
    if (!signIn) return;
    this.jwts.set(signIn.username, signIn.jwt);
    this.current = signIn.username;
  }

  async jwtFor(placeholder: string): Promise<string> {
    const named = namedReader(placeholder);
    if (!named && this.current) {
      const jwt = this.jwts.get(this.current);
      if (jwt) return jwt;
    }
    return this.signIn(named ?? READERS[0]);
  }

  private async post(route: string, body: unknown): Promise<{status: number; answer: unknown}> {
    const response = await fetch(`${this.baseUrl}${route}`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let answer: unknown = null;
    try {
      answer = text ? JSON.parse(text) : null;
    } catch {
      answer = text;
    }
    return {status: response.status, answer};
  }

  private async signIn(reader: Reader): Promise<string> {
    const known = this.jwts.get(reader.username);
    if (known) return known;
    let result = await this.post('/api/auth/local', {identifier: reader.email, password: reader.password});
    if (result.status !== 200) {
      result = await this.post('/api/auth/local/register', {
        username: reader.username,
        email: reader.email,
        password: reader.password,
      });
    }
    const signIn = findSignIn(result.answer);
    if (result.status !== 200 || !signIn) {
      throw new Error(
        `could not sign in reader ${reader.username}: HTTP ${result.status} ${preview(result.answer, 160)}`,
      );
    }
    this.jwts.set(reader.username, signIn.jwt);
    return signIn.jwt;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{ jwt, user: { username } }`, at the top level or one level down (GraphQL `data.login`). */
function findSignIn(answer: unknown): {jwt: string; username: string} | undefined {
  if (!isRecord(answer)) return undefined;
  const {jwt, user} = answer;
  if (typeof jwt === 'string' && isRecord(user) && typeof user.username === 'string')
    return {jwt, username: user.username};
  const nested = isRecord(answer.data) ? Object.values(answer.data) : [];
  for (const value of nested) {
    const found = findSignIn(value);
    if (found) return found;
  }
  return undefined;
}

const MAX_DIFFERENCES = 12;

function describeDifferences(differences: JsonDifference[]): string[] {
  const lines = differences.slice(0, MAX_DIFFERENCES).map((difference) => `${difference.path}: ${difference.message}`);
  if (differences.length > MAX_DIFFERENCES)
    lines.push(`… and ${differences.length - MAX_DIFFERENCES} more difference(s)`);
  return lines;
}

/** Sends one example to `baseUrl` and compares the JSON answer with the documented one. */
export async function verifyExample(
  example: ApiCallExample,
  baseUrl: string,
  token: string,
  readers: ReaderSessions = new ReaderSessions(baseUrl),
): Promise<ExampleResult> {
  if (example.skipReason) return {example, status: 'skipped', reasons: [example.skipReason]};
  if (example.problems.length || !example.request) {
    return {example, status: 'failed', reasons: example.problems.length ? example.problems : ['no request']};
  }
  const placeholder = readerPlaceholder(example.request);
  let jwt: string | undefined;
  if (placeholder) {
    try {
      jwt = await readers.jwtFor(placeholder);
    } catch (error) {
      return {example, status: 'failed', reasons: [(error as Error).message]};
    }
  }
  const outgoing = toOutgoingRequest(example.request, token, jwt);
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
  readers.record(actual);
  const differences = compareJson(example.expected, actual, new Set(example.variableKeys));
  if (!differences.length) return {example, status: 'verified', reasons: []};
  return {
    example,
    status: 'failed',
    reasons: [`${outgoing.method} ${outgoing.path} answered HTTP ${status}`, ...describeDifferences(differences)],
  };
}

/**
 * Runs a page's examples in document order (later examples may rely on
 * earlier writes), after replaying the pages it continues (`verify_after`);
 * those results are not returned, only counted in `onSetup`.
 */
export async function verifyPage(
  page: PagePlan,
  baseUrl: string,
  token: string,
  onResult: (result: ExampleResult) => void,
  readers: ReaderSessions = new ReaderSessions(baseUrl),
  onSetup: (page: PagePlan, results: ExampleResult[]) => void = () => undefined,
): Promise<ExampleResult[]> {
  for (const before of page.before) {
    const setup = await verifyPage(before, baseUrl, token, () => undefined, readers, onSetup);
    onSetup(before, setup);
  }
  const results: ExampleResult[] = [];
  for (const example of page.examples) {
    const result = await verifyExample(example, baseUrl, token, readers);
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
