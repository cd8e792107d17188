/**
 * Wraps each MDX expression of a page (`{...}` in text or as a block) so that
 * an error it throws while the page renders says the doc file and line:
 * `{E}` becomes `{(() => { try { return E } catch (error) { throw new
 * Error("docs/x.md:7: …", {cause: error}) } })()}`. Without it, static site
 * generation names only the route.
 */
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';

interface Estree {
  type: string;
  [key: string]: unknown;
}

const id = (name: string): Estree => ({type: 'Identifier', name});
const literal = (value: string): Estree => ({type: 'Literal', value, raw: JSON.stringify(value)});

function guarded(expression: Estree, place: string): Estree {
  const message: Estree = {
    type: 'BinaryExpression',
    operator: '+',
    left: literal(`${place}: this MDX expression threw while the page rendered: `),
    right: {
      type: 'LogicalExpression',
      operator: '||',
      left: {
        type: 'ChainExpression',
        expression: {
          type: 'MemberExpression',
          object: id('error'),
          property: id('message'),
          computed: false,
          optional: true,
        },
      },
      right: {type: 'CallExpression', callee: id('String'), arguments: [id('error')], optional: false},
    },
  };
  const rethrow: Estree = {
    type: 'ThrowStatement',
    argument: {
      type: 'NewExpression',
      callee: id('Error'),
      arguments: [
        message,
        {
          type: 'ObjectExpression',
          properties: [
            {
              type: 'Property',
              key: id('cause'),
              value: id('error'),
              kind: 'init',
              method: false,
              shorthand: true,
              computed: false,
            },
          ],
        },
      ],
    },
  };
  const body: Estree = {
    type: 'BlockStatement',
    body: [
      {
        type: 'TryStatement',
        block: {type: 'BlockStatement', body: [{type: 'ReturnStatement', argument: expression}]},
        handler: {type: 'CatchClause', param: id('error'), body: {type: 'BlockStatement', body: [rethrow]}},
        finalizer: null,
      },
    ],
  };
  return {
    type: 'CallExpression',
    callee: {type: 'ArrowFunctionExpression', params: [], body, expression: false, async: false, generator: false},
    arguments: [],
    optional: false,
  };
}

export function throwsWithPlace(tree: Root, file: string): void {
  visit(tree, (node) => {
    if (node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression') return;
    const program = (node.data as {estree?: {body?: Estree[]} | null} | undefined)?.estree;
    const [statement] = program?.body ?? [];
    if (!statement || statement.type !== 'ExpressionStatement' || program?.body?.length !== 1) return;
    statement.expression = guarded(statement.expression as Estree, `${file}:${node.position?.start.line ?? 1}`);
  });
}
