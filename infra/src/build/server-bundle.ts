/**
 * `npm run build -w infra` (after the media): the production server as compiled JavaScript in
 * `infra/dist/server/`: `start.js` (the gateway, the remote origins, the quote service) and
 * `render-job.js` (the render a deploy runs in a process of its own), with the shared contracts
 * compiled in and every installed package loaded from `node_modules` as usual.
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

import { build, type Plugin } from 'esbuild';

import { repoRoot } from '../base/repo-root';

const infra = path.join(repoRoot, 'infra');
const outdir = path.join(infra, 'dist', 'server');

/** Packages stay where npm put them (native ones included); only the repository's own source is compiled in. */
const installedPackagesOutside: Plugin = {
  name: 'installed-packages-outside',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === 'shared-contracts' || args.path.startsWith('shared-contracts/')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
build({
  entryPoints: {
    start: path.join(infra, 'src/site/start.ts'),
    'render-job': path.join(infra, 'src/render/render-job.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [installedPackagesOutside],
})
  .then(() => {
    // The database's migrations are read from beside the code that runs them.
    cpSync(path.join(infra, 'src/quote/store/migrations'), path.join(outdir, 'migrations'), { recursive: true });
    console.info(
      `server: compiled to ${path.relative(repoRoot, outdir)}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
