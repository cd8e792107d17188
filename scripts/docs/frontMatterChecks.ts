/**
 * Front matter against the docs plugin's own schema (the one the build
 * applies), so a wrongly typed value is reported by check:docs with the
 * field, the expected type and the line, instead of failing the build later
 * without a line, or passing.
 */
import {DocFrontMatterSchema} from '@docusaurus/plugin-content-docs/lib/frontMatter.js';
import {pageDecorationProblem} from '../../src/decorations/pageDecoration';

export interface FrontMatterProblem {
  line: number;
  message: string;
}

const EXPECTED: Record<string, string> = {
  'number.base': 'a number',
  'string.base': 'a string',
  'boolean.base': 'true or false',
  'array.base': 'a list',
  'object.base': 'a mapping',
  'date.base': 'a date',
  'string.uri': 'a URL or path',
};

function shown(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : (JSON.stringify(value) ?? String(value));
}

/** The line of a top-level key in the front matter; `firstLine` is the line of the opening `---`. */
function lineOfKey(yamlSource: string, key: string, firstLine: number): number {
  const at = yamlSource
    .split('\n')
    .findIndex((line) => new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`).test(line));
  return at === -1 ? firstLine : firstLine + 1 + at;
}

/** Fields the site requires as text. The plugin turns `title: 42` into "42"; a writer almost never means that. */
const TEXT_FIELDS = ['title', 'description'];

/**
 * Problems of parsed front matter, validated as @docusaurus/plugin-content-docs
 * validates it (same schema, same options as its validateFrontMatter), plus
 * the site's rules that title and description are written as text and that
 * `decoration` names a known page decoration.
 */
export function frontMatterProblems(
  front: Record<string, unknown>,
  yamlSource: string,
  firstLine: number,
): FrontMatterProblem[] {
  const {error} = DocFrontMatterSchema.validate(front, {convert: true, allowUnknown: true, abortEarly: false});
  const problems = (error?.details ?? []).map((detail) => {
    const field = detail.path
      .map((part) => (typeof part === 'number' ? `[${part}]` : part))
      .join('.')
      .replace(/\.\[/g, '[');
    const key = String(detail.path[0] ?? '');
    const expected = EXPECTED[detail.type];
    const message = expected
      ? `front matter: ${field} must be ${expected}, not ${shown(detail.context?.value)}`
      : `front matter: ${field}: ${detail.message.replace(/^"[^"]*" /, '')}`;
    return {key, line: lineOfKey(yamlSource, key, firstLine), message};
  });
  for (const key of TEXT_FIELDS) {
    const value = front[key];
    if (
      value === undefined ||
      value === null ||
      typeof value === 'string' ||
      problems.some((problem) => problem.key === key)
    )
      continue;
    problems.push({
      key,
      line: lineOfKey(yamlSource, key, firstLine),
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the value as YAML read it (a number, a boolean, a date) is what to quote
      message: `front matter: ${key} must be a string, not ${shown(value)} (quote it if you mean it: ${key}: "${String(value)}")`,
    });
  }
  const decoration = pageDecorationProblem(front.decoration);
  if (decoration) problems.push({key: 'decoration', line: lineOfKey(yamlSource, 'decoration', firstLine), message: decoration});
  return problems.sort((a, b) => a.line - b.line).map(({line, message}) => ({line, message}));
}
