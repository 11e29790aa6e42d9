import type { Rule } from 'eslint';

/**
 * The theme's tokens are the site's only colours: a style names one (`var(--color-brand)`) instead
 * of spelling a hex colour, so a change of palette is made in one file and every part follows.
 */

/** `#fff`, `#fb923c`, `#fb923c66`: a hex colour at the start of a value, not a `#fragment` inside a word. */
const hexColour = /(?:^|[^\w&#-])(#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4}))(?![\w-])/gi;

export const hexColoursIn = (text: string) => [...text.matchAll(hexColour)].map((match) => match[1]!);

export const coloursFromTheme: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: "Colours come from the theme's tokens (shared-contracts/ui/theme.ts), never a hex literal." },
    schema: [],
  },
  create(context) {
    const check = (node: Rule.Node, text: string) => {
      for (const colour of hexColoursIn(text)) {
        context.report({
          node,
          message: `${colour} is a colour outside the theme: use a token from shared-contracts/ui/theme.ts (var(--color-<name>)), adding one there when none matches.`,
        });
      }
    };
    return {
      Literal: (node) => typeof node.value === 'string' && check(node, node.value),
      TemplateElement: (node) => check(node, node.value.raw),
    };
  },
};
