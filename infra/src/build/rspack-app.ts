import path from 'node:path';

import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Compiler, type Configuration } from '@rspack/core';

import { serverSharedConfig, sharedConfig } from 'shared-contracts/federation/shared-deps';

import { RELEASE_NEEDS_FILE, type ReleaseNeeds } from '../base/release-needs';
import { common, compileHint, readDependencies, type AppBuildOptions } from './build-options';
import { htmlPlugin, START_DIR, startConfig } from './page-scripts';

export type { AppBuildOptions };

/** Where the Node build of an app goes, beside its browser build; the render job finds it from the browser manifest. */
export const SERVER_DIR = 'server';

/**
 * Contract modules are shared one by one, so each would be its own script: a request, an insert and
 * an evaluation on every first load. The shell needs nearly all of its contracts before it draws
 * anything, so they travel as one chunk. A remote groups only the frame every page of it mounts with
 * (the remote frame and routing); its UI kit, image catalog, store and business contracts stay one
 * module per chunk, so a page fetches the few it uses and none the shell has loaded already.
 */
function contractChunks(isShell: boolean) {
  const test = isShell ? /[\\/]shared-contracts[\\/]/ : /[\\/]shared-contracts[\\/](remote|routing)[\\/]/;
  return { cacheGroups: { contracts: { test, name: 'contracts', chunks: 'async' as const, enforce: true } } };
}

/**
 * The federation plugins name their runtime by its CommonJS files (resolved with `require`), which
 * the bundler keeps whole. The ES module twins sit beside them; built from those, the runtime drops
 * what the browser never calls (the Node script loader, manifest tooling, unused helpers). The
 * plugins name those files in two ways: as requests (the bundler runtime, runtime plugins) and as
 * aliases (`@module-federation/runtime`); both are pointed at the `.js` twin before resolution.
 */
const federationCommonJs = /[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;
const esmTwin = (file: string) => file.replace(/\.cjs$/, '.js');

const federationRuntimeAsModules = {
  apply(compiler: Compiler) {
    new rspack.NormalModuleReplacementPlugin(federationCommonJs, (data) => {
      data.request = esmTwin(data.request);
    }).apply(compiler);
    // After the federation plugins, which set their aliases in this same hook.
    compiler.hooks.afterPlugins.tap('FederationRuntimeAsModules', () => {
      const alias = compiler.options.resolve.alias;
      if (!alias || Array.isArray(alias)) return;
      for (const [key, target] of Object.entries(alias)) {
        if (typeof target === 'string' && federationCommonJs.test(target)) alias[key] = esmTwin(target);
      }
    });
  },
};

/** Writes the app's declared release needs beside its files, where the release store reads them. */
const releaseNeedsFile = (needs: ReleaseNeeds) => ({
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ReleaseNeeds', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseNeeds', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            RELEASE_NEEDS_FILE,
            new rspack.sources.RawSource(`${JSON.stringify(needs, null, 2)}\n`),
          );
        },
      );
    });
  },
});

function browserConfig(options: AppBuildOptions): Configuration {
  const plugins: NonNullable<Configuration['plugins']> = [
    new ModuleFederationPlugin({
      name: options.name,
      filename: 'remoteEntry.js',
      exposes: options.exposes ?? {},
      shared: sharedConfig(readDependencies(options.dir)),
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      // The shell ships the federation runtime once; remotes use it instead of bundling their own copy.
      experiments: options.html
        ? { provideExternalRuntime: true, optimization: { target: 'web' } }
        : { externalRuntime: true, optimization: { target: 'web' } },
    }),
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
    federationRuntimeAsModules,
    compileHint(),
    // Every chunk this app's runtime loads (and every script the shell's HTML names) carries its
    // SHA-384; the remote entry and the manifest are covered by the release's record (ADR 0010).
    new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'] }),
    ...(options.browserPlugins ?? []),
    ...(options.release ? [releaseNeedsFile(options.release)] : []),
  ];
  if (options.html) {
    plugins.push(htmlPlugin(options, options.html));
    if (options.html.publicDir) {
      plugins.push(
        new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(options.dir, options.html.publicDir) }] }),
      );
    }
  }
  const base = common(options);
  return {
    ...base,
    optimization: { ...base.optimization, splitChunks: contractChunks(Boolean(options.html)) },
    name: 'browser',
    ...(options.html ? { dependencies: ['start'] } : {}),
    target: 'web',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(options.dir, 'dist'),
      // The shell's HTML is served on every route, so its files need an absolute path; remotes resolve from their manifest.
      publicPath: options.html ? '/' : 'auto',
      uniqueName: options.name,
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      // Integrity checks need CORS requests: remotes are served from their own origins.
      crossOriginLoading: 'anonymous',
      // Rspack names each file with its absolute path. The start script is built before this build, the
      // Node build after it.
      clean: {
        keep: (file: string) =>
          [SERVER_DIR, START_DIR].includes(
            path.relative(path.join(options.dir, 'dist'), file).split(path.sep)[0] ?? '',
          ),
      },
    },
    plugins,
  };
}

/**
 * The Node build: a federation container exposing `./render`, loaded over HTTP by the render job.
 * Its public path is empty on purpose: the node runtime plugin then resolves chunks next to the
 * remote entry it was loaded from, so one build serves from any origin or release folder.
 */
function serverConfig(options: AppBuildOptions & { render: string }): Configuration {
  return {
    ...common(options),
    name: 'server',
    // After the browser build, whose clean step would otherwise race this one's output.
    dependencies: ['browser'],
    target: 'async-node',
    entry: {},
    output: {
      path: path.join(options.dir, 'dist', SERVER_DIR),
      publicPath: '',
      uniqueName: `${options.name}_server`,
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      clean: true,
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: { './render': options.render },
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        shared: serverSharedConfig(readDependencies(options.dir)),
        manifest: true,
        dts: false,
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
    ],
  };
}

/** One build preset for every app, so shared singletons, hashing and output stay the same everywhere. */
export function createAppConfig(options: AppBuildOptions): Configuration[] {
  const { render, html } = options;
  return [
    ...(html ? [startConfig({ ...options, startScript: html.startScript, idleScript: html.idleScript })] : []),
    browserConfig(options),
    ...(render ? [serverConfig({ ...options, render })] : []),
  ];
}
