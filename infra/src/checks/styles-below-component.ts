import type { Rule } from 'eslint';
import type { Node, Program } from 'estree';

/**
 * A component file reads top down: its imports, its component, then the styled components it draws
 * with (or a sibling `*.styles.ts`). A style defined above a component in the same file is reported.
 */

const STYLE_TAGS = new Set(['styled', 'css', 'keyframes', 'createGlobalStyle']);

/** The identifier a tagged template hangs from: `styled` in styled.div`…`, styled(Link).attrs(…)`…`. */
function tagRoot(node: Node): string | undefined {
  switch (node.type) {
    case 'TaggedTemplateExpression':
      return tagRoot(node.tag);
    case 'CallExpression':
      return tagRoot(node.callee as Node);
    case 'MemberExpression':
      return tagRoot(node.object as Node);
    case 'Identifier':
      return node.name;
    default:
      // typescript-eslint's instantiation expression, styled.div<Props>`…`
      return 'expression' in node ? tagRoot((node as { expression: Node }).expression) : undefined;
  }
}

const unwrapExport = (statement: Program['body'][number]) =>
  statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
    ? (statement.declaration as Node | null)
    : statement;

const isStyle = (node: Node | null): boolean =>
  node?.type === 'VariableDeclaration' &&
  node.declarations.length === 1 &&
  node.declarations[0]!.init?.type === 'TaggedTemplateExpression' &&
  STYLE_TAGS.has(tagRoot(node.declarations[0]!.init) ?? '');

/** A function whose name starts with a capital: a component (or a forwardRef/memo of one). */
function componentName(node: Node | null): string | undefined {
  if (node?.type === 'FunctionDeclaration' && node.id && /^[A-Z]/.test(node.id.name)) return node.id.name;
  if (node?.type !== 'VariableDeclaration') return undefined;
  const [declaration] = node.declarations;
  const init = declaration?.init;
  const isFunction =
    init?.type === 'ArrowFunctionExpression' ||
    init?.type === 'FunctionExpression' ||
    (init?.type === 'CallExpression' &&
      init.callee.type === 'Identifier' &&
      ['forwardRef', 'memo'].includes(init.callee.name));
  return declaration?.id.type === 'Identifier' && /^[A-Z]/.test(declaration.id.name) && isFunction
    ? declaration.id.name
    : undefined;
}

export const stylesBelowComponent: Rule.RuleModule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Styled components stand below the components of their file, never above them.' },
    schema: [],
  },
  create(context) {
    return {
      Program(program) {
        const statements = program.body.map(unwrapExport);
        const lastComponent = statements.findLastIndex((statement) => componentName(statement) !== undefined);
        statements.slice(0, Math.max(lastComponent, 0)).forEach((statement) => {
          if (isStyle(statement))
            context.report({
              node: statement!,
              message: `Move this style below ${componentName(statements[lastComponent]!)}: a file's styles stand after its components (or in a sibling *.styles.ts).`,
            });
        });
      },
    };
  },
};
