import { createRequire } from 'node:module';

import { processProvided } from 'shared-contracts/federation/shared-deps';

/** Subpaths of the shared packages that the apps' Node builds import. */
const subpaths: Record<string, readonly string[]> = {
  'react/': ['react/jsx-runtime'],
  'react-dom/': ['react-dom/server', 'react-dom/static'],
};

const load = createRequire(__filename);

const versionOf = (pkg: string) => (load(`${pkg}/package.json`) as { version: string }).version;
const packageOf = (specifier: string) =>
  (specifier.startsWith('@') ? specifier.split('/').slice(0, 2) : specifier.split('/').slice(0, 1)).join('/');

/**
 * The libraries this process lends every remote's Node build (their `import: false` shares):
 * one React, one router, one Redux and one styled-components, so one ServerStyleSheet sees every
 * part's styles and every part's elements are rendered by the same React.
 */
export function processShared() {
  const specifiers = processProvided.flatMap((key) => (key.endsWith('/') ? (subpaths[key] ?? []) : [key]));
  return Object.fromEntries(
    specifiers.map((specifier) => {
      const version = versionOf(packageOf(specifier));
      const module = load(specifier) as unknown;
      return [
        specifier,
        { version, lib: () => module, shareConfig: { singleton: true, requiredVersion: `^${version}` } },
      ];
    }),
  );
}
