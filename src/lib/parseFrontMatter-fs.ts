/**
 * The build's front matter parser (config `markdown.parseFrontMatter`):
 * Docusaurus' own, after two refusals that name the file and line: a file that
 * is not UTF-8, and YAML aliases (refused before anything expands them).
 */
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {NOT_UTF8_MESSAGE, YAML_ALIAS_MESSAGE, notUtf8Line, yamlAliasLine} from './writerMistakes-fs';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

/** Where a writer mistake in the raw file is, as `line: message`, or null. */
export function rawFileProblem(fileContent: string): {line: number; message: string} | null {
  const badByte = notUtf8Line(fileContent);
  if (badByte !== null) return {line: badByte, message: NOT_UTF8_MESSAGE};
  const yamlText = FRONT_MATTER.exec(fileContent)?.[1];
  const alias = yamlText === undefined ? null : yamlAliasLine(yamlText);
  if (alias !== null) return {line: alias + 1, message: YAML_ALIAS_MESSAGE};
  return null;
}

export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const problem = rawFileProblem(params.fileContent);
  if (problem) throw new Error(`${path.relative(process.cwd(), params.filePath)}:${problem.line}: ${problem.message}`);
  return params.defaultParseFrontMatter(params);
};
