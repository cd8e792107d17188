/**
 * Reads the `<ApiCall>` examples of one Markdown/MDX page (format in
 * /work/helpers/conventions.md) into plain records the example verifier can
 * replay. Pure: parsing only, unit-tested in tests/unit/parseApiCalls.test.ts.
 */
import {visit} from 'unist-util-visit';
import type {Code, Node as MdastNode, Parent} from 'mdast';
import {frontMatter, isJsxElement, jsxAttributes, parseMdx, type JsxElement} from '../../src/lib/mdxReader-fs';
import {
  isGraphqlMutation,
  splitHttpBlock,
  type ApiRequest,
  type GraphqlRequest,
  type HttpRequest,
} from '../../src/lib/apiRequest';

export type {ApiRequest, GraphqlRequest, HttpRequest} from '../../src/lib/apiRequest';
export {isGraphqlMutation} from '../../src/lib/apiRequest';

export interface ApiCallExample {
  /** Path of the page, as given to parseApiCalls. */
  file: string;
  /** Line of the `<ApiCall>` tag. */
  line: number;
  title: string;
  /** Keys whose values change between runs: only their type is compared. */
  variableKeys: string[];
  /** Set when the page opts the example out with `verify="no"`. */
  skipReason?: string;
  request?: ApiRequest;
  /** The documented response body. */
  expected?: unknown;
  /** Problems in the example itself (bad JSON, missing block); such examples fail. */
  problems: string[];
}

function attribute(node: JsxElement, name: string): string | undefined {
  return jsxAttributes(node)[name];
}

function childElement(node: JsxElement, name: string): JsxElement | undefined {
  for (const child of node.children) {
    if (isJsxElement(child) && child.type === 'mdxJsxFlowElement' && child.name === name) return child;
  }
  return undefined;
}

function codeBlocks(node: Parent): Code[] {
  const blocks: Code[] = [];
  visit(node, 'code', (code: Code) => {
    blocks.push(code);
  });
  return blocks;
}

function parseJson(text: string, what: string, problems: string[]): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    problems.push(`${what} is not valid JSON: ${(error as Error).message}`);
    return undefined;
  }
}

/**
 * Parses an ```http block: `METHOD /path?query`, header lines, a blank line,
 * then an optional JSON body.
 */
export function parseHttpBlock(text: string, problems: string[]): HttpRequest | undefined {
  const parts = splitHttpBlock(text);
  if (typeof parts === 'string') {
    problems.push(parts);
    return undefined;
  }
  const {method, target, headers, bodyText} = parts;
  const request: HttpRequest = {kind: 'http', method, target, headers};
  if (bodyText) {
    request.body = parseJson(bodyText, 'the request body', problems);
  }
  return request;
}

function isVariablesBlock(code: Code): boolean {
  return code.lang === 'json' && /title=["']?Variables["']?/i.test(code.meta ?? '');
}

function parseRequest(request: JsxElement, problems: string[]): ApiRequest | undefined {
  const blocks = codeBlocks(request);
  const http = blocks.find((code) => code.lang === 'http');
  if (http) return parseHttpBlock(http.value, problems);
  const graphql = blocks.find((code) => code.lang === 'graphql');
  if (graphql) {
    const variablesBlock = blocks.find(isVariablesBlock);
    const result: GraphqlRequest = {kind: 'graphql', query: graphql.value};
    if (variablesBlock) result.variables = parseJson(variablesBlock.value, 'the GraphQL variables', problems);
    return result;
  }
  problems.push('<Request> has no ```http or ```graphql block');
  return undefined;
}

function firstLine(request: ApiRequest | undefined): string {
  if (!request) return '(no request)';
  if (request.kind === 'http') return `${request.method} ${request.target}`;
  const operation = request.query
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line && !line.startsWith('#'));
  return `GraphQL ${operation ?? ''}`.trim();
}

function readApiCall(node: JsxElement, file: string): ApiCallExample {
  const problems: string[] = [];
  const requestNode = childElement(node, 'Request');
  const responseNode = childElement(node, 'Response');
  const request = requestNode ? parseRequest(requestNode, problems) : undefined;
  if (!requestNode) problems.push('<ApiCall> has no <Request>');
  let expected: unknown;
  if (!responseNode) {
    problems.push('<ApiCall> has no <Response>');
  } else {
    const json = codeBlocks(responseNode).find((code) => code.lang === 'json');
    if (json) expected = parseJson(json.value, 'the documented response', problems);
    else problems.push('<Response> has no ```json block');
  }
  const verify = attribute(node, 'verify');
  const example: ApiCallExample = {
    file,
    line: node.position?.start.line ?? 1,
    title: (requestNode && attribute(requestNode, 'title')) || firstLine(request),
    variableKeys: (attribute(node, 'variable') ?? '').split(/[\s,]+/).filter(Boolean),
    request,
    expected,
    problems,
  };
  if (verify === 'no' || verify === 'false') {
    example.skipReason = attribute(node, 'reason') ?? 'marked verify="no" (not replayable on the reference app)';
  }
  return example;
}

/** Every `<ApiCall>` of a page, in document order. ApiCalls shown inside code blocks are ignored. */
export function parseApiCalls(source: string, file: string): ApiCallExample[] {
  const examples: ApiCallExample[] = [];
  visit(parseMdx(source), (node: MdastNode) => {
    if (isJsxElement(node) && node.type === 'mdxJsxFlowElement' && node.name === 'ApiCall') {
      examples.push(readApiCall(node, file));
    }
  });
  return examples;
}

/** True when replaying the example can change data, so later examples need a fresh database. */
export function mutatesData(example: ApiCallExample): boolean {
  const {request} = example;
  if (!request || example.skipReason) return false;
  if (request.kind === 'http') return !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
  return isGraphqlMutation(request.query);
}

/** How a page asks to be replayed, from its front matter. */
export interface VerifySettings {
  /**
   * `verify_app`: a folder of tests/strapi-app/tutorials whose files the
   * reference app carries for this page (the code a tutorial page builds).
   */
  app?: string;
  /**
   * `verify_after`: pages (relative paths) whose examples are replayed first,
   * unreported, on the same fresh server: the state a tutorial's earlier
   * chapters leave behind.
   */
  after: string[];
}

/** Reads `verify_app` and `verify_after` from a page's YAML front matter. */
export function parseVerifySettings(source: string): VerifySettings {
  const data = frontMatter(parseMdx(source));
  const settings: VerifySettings = {after: []};
  if (typeof data.verify_app === 'string' && data.verify_app.trim()) settings.app = data.verify_app.trim();
  const after = data.verify_after;
  if (typeof after === 'string') settings.after = [after];
  else if (Array.isArray(after)) settings.after = after.filter((item): item is string => typeof item === 'string');
  return settings;
}
