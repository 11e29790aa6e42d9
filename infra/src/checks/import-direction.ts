import path from 'node:path';

import type { Rule } from 'eslint';

/**
 * Inside one app's `src/`: `components/` is shared by the app's features and never reaches into a
 * feature or `app/`; a feature reaches another feature only through that feature's public file
 * (`features/<name>/index.ts`); only the entry files at the root of `src/` import `app/`.
 *
 * Inside `infra/src/`: each folder is a layer and imports only its own files and the layers below
 * it, listed in `infraLayers`.
 *
 * The pictures workspace (`infra/media/pictures/`) sits inside infra's folder but stands alone: its
 * relative imports stay inside it (infra's media build uses it, never the other way round).
 */

interface Place {
  kind: 'app' | 'infra';
  /** Path inside the app's or infra's `src/`, with forward slashes. */
  inSrc: string;
  src: string;
}

/**
 * The layers of `infra/src/` and what each may import. At the bottom `base/` (the repository's root,
 * atomic writes) and `http/` (the HTTP toolkit); above them the quote service, the render job and
 * the release store with deploy (a deploy renders the set it makes live), field figures (kept in the
 * lead store's database when it is shared); on top `site/`, the
 * composition root that wires them into the running site. The build preset, the checks and the
 * media generation stand apart: they use `base/` only, and no layer uses them.
 */
export const infraLayers: Readonly<Record<string, readonly string[]>> = {
  base: [],
  http: ['base'],
  quote: ['base', 'http'],
  render: ['base', 'http'],
  release: ['base', 'http', 'render'],
  field: ['base', 'http', 'quote'],
  site: ['base', 'http', 'quote', 'render', 'release', 'field'],
  build: ['base'],
  checks: ['base'],
  media: ['base'],
};

export function placeOf(file: string): Place | null {
  const posix = file.split(path.sep).join('/');
  const app = /^(.*\/(?:shell|mfe-[a-z]+)\/src)\/(.+)$/.exec(posix);
  if (app) return { kind: 'app', src: app[1]!, inSrc: app[2]! };
  const infra = /^(.*\/infra\/src)\/(.+)$/.exec(posix);
  return infra ? { kind: 'infra', src: infra[1]!, inSrc: infra[2]! } : null;
}

const layerOf = (inSrc: string) => inSrc.split('/')[0];
const featureOf = (inSrc: string) => (inSrc.startsWith('features/') ? inSrc.split('/')[1] : undefined);
const isPublicFileOf = (inSrc: string, feature: string) =>
  inSrc === `features/${feature}` || inSrc === `features/${feature}/index`;

function infraLayerProblem(from: Place, to: Place): string | null {
  const fromLayer = layerOf(from.inSrc)!;
  const toLayer = layerOf(to.inSrc)!;
  const allowed = infraLayers[fromLayer];
  if (!allowed)
    return `infra/src/${fromLayer} is in no layer: add it to infraLayers (infra/src/checks/import-direction.ts).`;
  if (fromLayer === toLayer || allowed.includes(toLayer)) return null;
  if (!infraLayers[toLayer])
    return `infra/src/${toLayer} is in no layer: add it to infraLayers (infra/src/checks/import-direction.ts).`;
  const may = allowed.length ? allowed.map((layer) => `${layer}/`).join(', ') : 'nothing outside itself';
  return `infra's layers import one way: ${fromLayer}/ may import ${may}, not ${toLayer}/. Move what both need down a layer.`;
}

/** Why an import from `from` of `to` breaks the direction, or null when it keeps it. */
export function directionProblem(from: Place, to: Place): string | null {
  if (from.src !== to.src) return null;
  if (from.kind === 'infra') return infraLayerProblem(from, to);
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

const picturesRoot = (file: string) => /^(.*\/infra\/media\/pictures)\//.exec(file.split(path.sep).join('/'))?.[1];

/** Why a relative import from a file of the pictures workspace breaks its standing alone, or null. */
export function picturesProblem(from: string, target: string): string | null {
  const root = picturesRoot(from);
  if (!root || picturesRoot(target) === root) return null;
  return "The pictures workspace stands alone: it imports React, shared-contracts and its own files, never infra's.";
}

export const importDirection: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Keep the import direction inside an app (components <- features <- app) and between infra's layers.",
    },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.filename);
    const inPictures = picturesRoot(context.filename) !== undefined;
    if (!from && !inPictures) return {};
    const check = (node: Rule.Node, source: unknown) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source);
      const to = placeOf(target);
      const problem = inPictures ? picturesProblem(context.filename, target) : from && to && directionProblem(from, to);
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
