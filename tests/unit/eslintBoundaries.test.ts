/**
 * The import boundaries of eslint.config.mjs, read for real file paths from the project's own config and
 * applied by ESLint's own rule to small sources: browser code may not import Node's built-ins or a module
 * named `-fs`, build code may; no product code imports from tests/.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {ESLint, Linter} from 'eslint';
import tseslint from 'typescript-eslint';

const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({cwd: root});

/** The messages of the project's no-restricted-imports rule for `source` placed at `file`. */
async function importProblems(file: string, source: string): Promise<string[]> {
  const config = (await eslint.calculateConfigForFile(path.join(root, file))) as Linter.Config;
  const rule = config.rules?.['no-restricted-imports'];
  assert.ok(rule, `${file}: the config has no no-restricted-imports rule there`);
  const linter = new Linter({configType: 'flat'});
  const messages = linter.verify(
    source,
    [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: {parser: tseslint.parser},
        rules: {'no-restricted-imports': rule},
      },
    ],
    path.join(root, file),
  );
  return messages.map((message) => message.message);
}

const NODE_ONLY = /Browser code must not import Node-only code/;

test('browser code may not import a -fs module, a Node built-in or @docusaurus/utils', async () => {
  const cases: [string, string][] = [
    ['src/components/Example/index.tsx', "import {readGitHistory} from '../../lib/gitHistory-fs';"],
    ['src/theme/Example/index.tsx', "import {parseMdx} from '@site/src/lib/mdxReader-fs';"],
    ['src/clientModules/example.ts', "import {readFile} from 'node:fs/promises';"],
    ['src/pages/example.tsx', "import path from 'path';"],
    ['src/decorations/example.ts', "import {execFileSync} from 'child_process';"],
    ['src/plugins/local-search/client/example.ts', "import {listHtmlFiles} from '../../../lib/builtHtml-fs';"],
    ['src/plugins/local-search/components/Example.tsx', "import {createHash} from 'node:crypto';"],
    ['src/lib/routes.ts', "import {listHtmlFiles} from './builtHtml-fs';"],
    ['src/lib/search/queryUnderstanding.ts', "import {readFileSync} from 'fs';"],
    ['src/theme/Example/index.tsx', "import {escapeMarkdownHeadingIds} from '@docusaurus/utils';"],
    ['src/components/Example/index.tsx', "export {parseMdx} from '../../lib/mdxReader-fs.ts';"],
  ];
  for (const [file, source] of cases) {
    const problems = await importProblems(file, source);
    assert.equal(problems.length, 1, `${file}: ${source} → ${problems.join('; ') || 'allowed'}`);
    assert.match(problems[0] ?? '', NODE_ONLY, `${file}: ${source}`);
  }
});

test('build code may import Node-only modules, and browser code the browser-safe ones', async () => {
  const cases: [string, string][] = [
    ['src/plugins/security-headers/index.ts', "import {listHtmlFiles} from '../../lib/builtHtml-fs';"],
    ['src/plugins/mermaid-svg/renderMermaid.ts', "import {readFile} from 'node:fs/promises';"],
    ['src/lib/gitHistory-fs.ts', "import {execFileSync} from 'node:child_process';"],
    ['src/lib/writerMistakes-fs.ts', "import {isJsxElement} from './mdxReader-fs';"],
    ['scripts/docs/docChecks.ts', "import {parseMdx} from '../../src/lib/mdxReader-fs';"],
    ['docusaurus.config.ts', "import {readGitHistory} from './src/lib/gitHistory-fs';"],
    ['src/components/Example/index.tsx', "import {SEARCH_ROUTE} from '../../lib/routes';"],
    ['src/theme/Example/index.tsx', "import {isPlainLeftClick} from '@site/src/lib/clicks';"],
    ['src/clientModules/example.ts', "import {useLocation} from '@docusaurus/router';"],
    ['src/pages/example.tsx', "import {normalizeUrl} from '@docusaurus/utils-common';"],
    ['src/lib/routes.ts', "import {DOC_SETS} from './docSets';"],
  ];
  for (const [file, source] of cases) {
    assert.deepEqual(await importProblems(file, source), [], `${file}: ${source}`);
  }
});

test('no file of the product imports from tests/, browser code included', async () => {
  for (const file of ['src/components/Example/index.tsx', 'src/plugins/llms-txt/index.ts', 'scripts/bench/bench.ts']) {
    const problems = await importProblems(file, "import {x} from '../../tests/unit/helpers';");
    assert.equal(problems.length, 1, file);
    assert.match(problems[0] ?? '', /must not import from tests\//, file);
  }
});
