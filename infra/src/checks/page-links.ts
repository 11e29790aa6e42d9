import type { Rule } from 'eslint';
import type * as ESTree from 'estree';

import { findRoute, pagePaths } from 'shared-contracts/routes/route-table';

/**
 * Every page's path is spelled once, in the route table (`pagePaths`): a link names its page there,
 * so a renamed page cannot leave a link behind it. This refuses a page path spelled out where a link
 * is made: a link prop in JSX (`to`, `href`, `path`), a property of that name in data, a breadcrumb's
 * `url` or a page's `canonical`, the first argument of `navigate(...)`, the path given to
 * `absoluteUrl(...)` (the structured data's URLs), and any template literal that builds one
 * (`/services/${slug}`). Paths no route matches (media, downloads, `/api/...`) are not pages and stay
 * as they are.
 */

const linkNames = new Set(['to', 'href', 'path']);
/** Data properties that hold a page's path: the link names, a breadcrumb's `url` and a page's `canonical`. */
const pathPropertyNames = new Set([...linkNames, 'url', 'canonical']);

const pageNameOf = new Map<string, string>(Object.entries(pagePaths).map(([name, pattern]) => [pattern, name]));

/** The page a spelled-out path leads to (its query and fragment aside), or undefined when it is no page. */
export function pageOf(path: string): string | undefined {
  if (!path.startsWith('/') || path.startsWith('//')) return undefined;
  const route = findRoute(path.split(/[?#]/)[0] as string);
  return route && pageNameOf.get(route.pattern);
}

const stringOf = (node: ESTree.Node | null | undefined) =>
  node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;

const keyName = (key: ESTree.Node) => (key.type === 'Identifier' ? key.name : stringOf(key));

/** A template literal read as the path it builds, each `${...}` standing for one filled segment. */
const templatePath = (node: ESTree.TemplateLiteral) =>
  node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('x');

export const pageLinks: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: "Page links name their page through the route table's pagePaths, never a spelled-out path." },
    schema: [],
  },
  create(context) {
    const check = (node: ESTree.Node, path: string | undefined, shown = path) => {
      const page = path === undefined ? undefined : pageOf(path);
      if (!page) return;
      const how = pagePaths[page as keyof typeof pagePaths].includes(':')
        ? `pathTo(pagePaths.${page}, …)`
        : `pagePaths.${page}`;
      context.report({
        node,
        message: `${shown} is a page's path spelled out: name it through the route table, ${how} ('shared-contracts/routes/route-table').`,
      });
    };
    return {
      TemplateLiteral: (node) => check(node, templatePath(node), context.sourceCode.getText(node)),
      Property: (node) => {
        if (!node.computed && pathPropertyNames.has(keyName(node.key) ?? '')) check(node.value, stringOf(node.value));
      },
      CallExpression: (node) => {
        const callee = node.callee.type === 'MemberExpression' ? node.callee.property : node.callee;
        if (callee.type !== 'Identifier') return;
        if (callee.name === 'navigate') {
          check(node.arguments[0] as ESTree.Node, stringOf(node.arguments[0] as ESTree.Node));
        }
        // absoluteUrl(origin, path): the origin is never a path, so only the path is read.
        if (callee.name === 'absoluteUrl') {
          check(node.arguments[1] as ESTree.Node, stringOf(node.arguments[1] as ESTree.Node));
        }
      },
      // JSX is not in ESTree's node types; the parser's JSXAttribute has a name and a value.
      ['JSXAttribute' as string]: (node: Rule.Node) => {
        const attribute = node as unknown as { name: { name: unknown }; value: ESTree.Node | null };
        if (typeof attribute.name.name === 'string' && linkNames.has(attribute.name.name)) {
          check(attribute.value as ESTree.Node, stringOf(attribute.value));
        }
      },
    };
  },
};
