import path from 'node:path';

/**
 * What every app's component tests share. happy-dom sets up a page about three times faster than
 * jsdom; the few tests of script loading keep jsdom, which leaves a script's load to the test.
 * The timeout detects a hung test, it does not judge speed: a file's first test pays for the page's
 * imports, which takes several seconds on a machine busy with builds, and vitest's default 5 s then
 * fails a test that is only slow to start.
 */
const componentTests = {
  environment: 'happy-dom' as const,
  globals: true,
  setupFiles: ['./src/test-setup.ts'],
  testTimeout: 30_000,
};

/**
 * An app's tests as two projects: components (`.test.tsx` files) on a page, and logic (`*.test.ts`,
 * in `src` and of the build beside the config) in plain Node, which spares each logic file a page and
 * the component setup (measured: the unit step's CPU from 164 to 133 s). A logic test of browser
 * code asks for its page with `// @vitest-environment happy-dom`, and gets the DOM matchers with it.
 */
export function appTestProjects(app: string, root: string, extra: Record<string, unknown> = {}) {
  return [
    { root, test: { ...componentTests, ...extra, name: app, include: ['src/**/*.test.tsx'] } },
    {
      root,
      test: {
        ...componentTests,
        ...extra,
        name: `${app} logic`,
        environment: 'node' as const,
        include: ['src/**/*.test.ts', '*.test.ts'],
        setupFiles: [path.join(__dirname, 'logic-test-setup.ts')],
      },
    },
  ];
}
