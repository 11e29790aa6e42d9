import js from '@eslint/js';
import prettierConfig from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { coloursFromTheme } from './infra/src/checks/colours-from-theme';
import { importDirection } from './infra/src/checks/import-direction';
import { pageLinks } from './infra/src/checks/page-links';
import { stylesBelowComponent } from './infra/src/checks/styles-below-component';

const remotes = ['mfe-marketing', 'mfe-locations', 'mfe-shop', 'mfe-member', 'mfe-chat'];
const apps = ['shell', ...remotes];

/** The router and Redux Toolkit are reached through their shared, trimmed modules only (see those files). */
const trimmedPackageRules = [
  {
    group: ['react-router', 'react-router-dom', 'react-router/*', 'react-router-dom/*'],
    message: "Import from 'shared-contracts/routing/router', the one shared door to react-router.",
  },
  {
    group: ['@reduxjs/toolkit', '@reduxjs/toolkit/*'],
    message: "Import from 'shared-contracts/store/toolkit', the one shared door to Redux Toolkit.",
  },
];

/**
 * Federation shares the contracts by their package path ('shared-contracts/ui/layout'). A relative
 * import inside the contracts bypasses that and bundles a second copy into each remote: a second
 * router context, a second styled component whose class a selector in the first never matches.
 */
const contractsBySharedName = {
  group: ['./*', '../*'],
  message:
    "Inside shared-contracts, import 'shared-contracts/<folder>/<file>': a relative path gives each remote its own copy of the module.",
};

/**
 * The pictures are drawn at build time (`infra/media/pictures/`, used by infra's media build): no part of
 * the site ships their drawing code or scene data. A part shows a picture by id through the catalogue.
 */
const picturesAtBuildOnly = {
  regex: '^pictures(/|$)|(^|/)infra/media/pictures(/|$)',
  message: "The pictures are drawn at build time: show one by id through 'shared-contracts/media/catalog'.",
};

/**
 * The catalogue's entries (`shared-contracts/media/library/`) are data only the catalogue reads. It
 * imports them by relative path, so they are bundled into its one shared module instead of being
 * shared one by one (every shared module costs each remote a request and a registration); nothing
 * else imports them, or a second copy would travel.
 */
const catalogueEntriesThroughCatalogue = {
  group: ['shared-contracts/media/library/*'],
  message: "Read the image library through 'shared-contracts/media/catalog'.",
};
const catalogueOwnData = {
  regex: '^\\.\\.?/(?!library/|sizes$)',
  message: "Only the catalogue's own data (./library/) is imported by relative path inside shared-contracts.",
};

/** The repository's own rules, kept in infra/src/checks/ with their tests. */
const sitePlugin = {
  rules: {
    'import-direction': importDirection,
    'colours-from-theme': coloursFromTheme,
    'page-links': pageLinks,
    'styles-below-component': stylesBelowComponent,
  },
};

/**
 * One app never imports another app's files: cross-app talk goes through shared-contracts or a
 * federated module the owner exposes. Matches package names, relative paths and absolute paths.
 */
export const boundaryRules = apps.map((app) => ({
  files: [`${app}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: apps
          .filter((other) => other !== app)
          .map((other) => ({
            group: [other, `${other}/**`, `**/${other}`, `**/${other}/**`],
            message: `${app} must not import ${other}'s files. Use shared-contracts or a module ${other} exposes through federation.`,
          }))
          .concat(trimmedPackageRules)
          .concat(picturesAtBuildOnly, catalogueEntriesThroughCatalogue),
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.data/**',
      '.releases/**',
      '.site/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  ...boundaryRules,
  {
    // A page link names its route (pagePaths), so a renamed page cannot leave a link behind it: in JSX,
    // in data (`href`, `to`, `path`), in navigate(...) and in template literals (infra/src/checks/page-links.ts).
    files: [...apps.map((app) => `${app}/src/**/*.{ts,tsx}`), 'shared-contracts/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shared-contracts/routes/route-table.ts'],
    plugins: { site: sitePlugin },
    rules: { 'site/page-links': 'error' },
  },
  {
    // A component file reads top down: imports, components, then the styles they draw with.
    files: [...apps.map((app) => `${app}/src/**/*.tsx`), 'shared-contracts/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { site: sitePlugin },
    rules: { 'site/styles-below-component': 'error' },
  },
  {
    // File names: kebab-case modules, PascalCase components, and Redux's own `<name>Slice` for a slice;
    // the middle extensions (.test, .styles, .html.spec) are left out of the check.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': '@(+([a-z0-9])*(-+([a-z0-9]))|+([A-Z])*([a-zA-Z0-9])|+([a-z])*([a-zA-Z])Slice)' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // No module reaches itself again through its imports: a cycle makes load order decide what is defined.
    files: [
      ...apps.map((app) => `${app}/src/**/*.{ts,tsx}`),
      'shared-contracts/**/*.{ts,tsx}',
      'infra/src/**/*.ts',
      'infra/media/pictures/src/**/*.{ts,tsx}',
    ],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // What a reviewer checked by hand: labels, roles, alt text and keyboard reach of the JSX.
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Component tests query as a visitor would (roles, labels, text) and await what appears later.
    files: ['**/*.test.tsx'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Off with reason: much of what these tests prove is drawn by CSS alone for visitors without
      // scripts (checked radios, open <details>, data attributes the start script reads), which no
      // role query reaches; reading the node is the assertion.
      'testing-library/no-node-access': 'off',
      // The render helpers here return stores, toggles and HTML strings, not render results; the rule
      // takes any function named render* for one.
      'testing-library/render-result-naming-convention': 'off',
    },
  },
  {
    files: [
      ...apps.map((app) => `${app}/src/**/*.{ts,tsx}`),
      'infra/src/**/*.ts',
      'infra/media/pictures/**/*.{ts,tsx}',
    ],
    plugins: { site: sitePlugin },
    rules: { 'site/import-direction': 'error' },
  },
  {
    // The pictures workspace reaches infra by neither path nor package name (see picturesProblem).
    files: ['infra/media/pictures/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['infra', 'infra/*'],
              message: "The pictures workspace stands alone: it never imports infra's files.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [...apps.map((app) => `${app}/src/**/*.{ts,tsx}`), 'shared-contracts/**/*.{ts,tsx}'],
    ignores: [
      'shared-contracts/ui/theme.ts',
      // Data, not look: each product's own film colour.
      'mfe-shop/src/features/catalog/product-data/*.ts',
    ],
    plugins: { site: sitePlugin },
    rules: { 'site/colours-from-theme': 'error' },
  },
  {
    files: ['shared-contracts/**/*.{ts,tsx}'],
    ignores: [
      'shared-contracts/routing/router.ts',
      'shared-contracts/store/toolkit.ts',
      'shared-contracts/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...trimmedPackageRules,
            contractsBySharedName,
            picturesAtBuildOnly,
            catalogueEntriesThroughCatalogue,
          ],
        },
      ],
    },
  },
  {
    files: ['shared-contracts/media/catalog.ts', 'shared-contracts/media/library/*.ts'],
    ignores: ['shared-contracts/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...trimmedPackageRules, catalogueOwnData, picturesAtBuildOnly, catalogueEntriesThroughCatalogue] },
      ],
    },
  },
  prettierConfig,
);
