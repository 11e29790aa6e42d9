/**
 * The one list of shared singletons every app's federation config is built from.
 * A trailing slash shares the package's subpaths too (react/jsx-runtime, react-dom/client...).
 * The router and Redux Toolkit are shared as `shared-contracts/routing/router` and
 * `shared-contracts/store/toolkit`, trimmed to what the site uses.
 */
export const sharedSingletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-redux',
  'styled-components',
  'single-spa',
  'shared-contracts/',
] as const;

export const packageOf = (shareKey: string) => shareKey.replace(/\/$/, '');

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  strictVersion: boolean;
}

/** Build the `shared` option from an app's declared dependency ranges. */
export function sharedConfig(dependencies: Record<string, string>): Record<string, SharedEntry> {
  return Object.fromEntries(
    sharedSingletons.map((key) => {
      const range = dependencies[packageOf(key)];
      if (!range) throw new Error(`Shared singleton ${packageOf(key)} is missing from the app's dependencies`);
      return [key, { singleton: true, requiredVersion: range, strictVersion: false }];
    }),
  );
}

export interface ServerSharedEntry {
  singleton: true;
  requiredVersion: string;
  strictVersion: boolean;
  /** false: the render process provides the module; the remote never bundles its own copy. */
  import?: false;
}

/**
 * Provided by the render process itself, so every remote renders with one React and one
 * styled-components. Not the contracts (they keep a bundled fallback) nor single-spa (browser only).
 */
export const processProvided = sharedSingletons.filter((key) => key !== 'single-spa' && key !== 'shared-contracts/');

/**
 * The `shared` option of an app's Node build. The contracts keep a bundled fallback (their subpaths
 * are many, and a remote may use one no other part has loaded); the rest come from the process.
 */
export function serverSharedConfig(dependencies: Record<string, string>): Record<string, ServerSharedEntry> {
  const provided = new Set<string>(processProvided);
  return Object.fromEntries(
    Object.entries(sharedConfig(dependencies))
      .filter(([key]) => key !== 'single-spa')
      .map(([key, entry]) => [key, provided.has(key) ? { ...entry, import: false as const } : entry]),
  );
}
