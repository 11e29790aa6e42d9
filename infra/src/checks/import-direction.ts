import path from 'node:path';

import type { Rule } from 'eslint';

/**
 * Inside one app's `src/`: `components/` is shared by the app's features and never reaches into a
 * feature or `app/`; a feature reaches another feature only through that feature's public file
 * (`features/<name>/index.ts`); only the entry files at the root of `src/` import `app/`.
 */

interface Place {
  /** Path inside the app's `src/`, with forward slashes. */
  inSrc: string;
  src: string;
}

function placeOf(file: string): Place | null {
  const match = /^(.*\/(?:shell|mfe-[a-z]+)\/src)\/(.+)$/.exec(file.split(path.sep).join('/'));
  return match ? { src: match[1]!, inSrc: match[2]! } : null;
}

const layerOf = (inSrc: string) => inSrc.split('/')[0];
const featureOf = (inSrc: string) => (inSrc.startsWith('features/') ? inSrc.split('/')[1] : undefined);
const isPublicFileOf = (inSrc: string, feature: string) =>
  inSrc === `features/${feature}` || inSrc === `features/${feature}/index`;

/** Why an import from `from` of `to` breaks the direction, or null when it keeps it. */
export function directionProblem(from: Place, to: Place): string | null {
  if (from.src !== to.src) return null;
  const fromLayer = layerOf(from.inSrc);
  const toLayer = layerOf(to.inSrc);
  if (toLayer === 'app' && (fromLayer === 'components' || fromLayer === 'features')) {
    return 'Only the entry files at the root of src/ import app/: a feature or component that needs something there should own it.';
  }
  if (fromLayer === 'components' && toLayer === 'features') {
    return 'components/ are shared by every feature and never import one: move what both need into components/.';
  }
  const fromFeature = featureOf(from.inSrc);
  const toFeature = featureOf(to.inSrc);
  if (fromFeature && toFeature && fromFeature !== toFeature && !isPublicFileOf(to.inSrc, toFeature)) {
    return `Import features/${toFeature} through its public file ('features/${toFeature}'), not its inner files.`;
  }
  return null;
}

export const importDirection: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the import direction inside an app: components <- features <- app.' },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    const check = (node: Rule.Node, source: unknown) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = placeOf(path.resolve(path.dirname(context.filename), source));
      const problem = to && directionProblem(from, to);
      if (problem) context.report({ node, message: problem });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
