import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Compiler, type Configuration, type RuleSetRule } from '@rspack/core';

import { serverSharedConfig, sharedConfig } from 'shared-contracts/federation/shared-deps';

import { RELEASE_NEEDS_FILE, type ReleaseNeeds } from '../base/release-needs';

const require = createRequire(import.meta.url);

export interface AppBuildOptions {
  /** The app's folder (where its package.json is). */
  dir: string;
  /** Federation container name. */
  name: string;
  exposes?: Record<string, string>;
  /** The module exposed as `./render` in the Node build; without it the app has no server build. */
  render?: string;
  /** The shell has an HTML page and static files; remotes only have their entry. */
  html?: {
    template: string;
    publicDir?: string;
    templateParameters?: Record<string, string>;
    /**
     * A plain script the page runs first, built apart from the federation runtime and sharing nothing.
     * The template gets it as `startScript` (a tag with its integrity) and the app's own scripts as
     * `siteScripts`, which the template keeps inert for the start script to insert when it decides.
     */
    startScript: string;
    /**
     * A second plain script, built the same way, that the start script inserts in a spare moment
     * after the first view (field measuring): the template gets it as `idleScript`, a tag kept inert
     * in a `<template>`.
     */
    idleScript?: string;
  };
  /** Plugins of the browser build only (e.g. a file the app reads at run time). */
  browserPlugins?: NonNullable<Configuration['plugins']>;
  /** What the app's releases need beyond their files (outside origins, a downloads folder), kept in each release record. */
  release?: ReleaseNeeds;
}

/** Where the Node build of an app goes, beside its browser build; the render job finds it from the browser manifest. */
export const SERVER_DIR = 'server';

/**
 * Styled-components class names come from the component's file and a per-app namespace, not from
 * a load-order counter, so the server and the browser name every rule the same.
 */
function scriptRule(name: string): RuleSetRule {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      detectSyntax: 'auto',
      jsc: {
        target: 'es2020',
        transform: { react: { runtime: 'automatic' } },
        experimental: {
          plugins: [
            [require.resolve('@swc/plugin-styled-components'), { displayName: false, ssr: true, namespace: name }],
          ],
        },
      },
    },
    type: 'javascript/auto',
  };
}

function readDependencies(dir: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return pkg.dependencies;
}

const common = (options: AppBuildOptions) => ({
  context: options.dir,
  mode: 'production' as const,
  devtool: false as const,
  resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js'] },
  module: { rules: [scriptRule(options.name)] },
  // Numbered chunks: a chunk named by its modules' paths repeats that path in every entry and chunk
  // map that mentions it (about 1.7 kB gzip of each remote entry); the size report reads which file
  // holds which library from the federation manifests instead.
  optimization: { chunkIds: 'deterministic' as const, moduleIds: 'deterministic' as const },
  performance: { hints: false as const },
});

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
 * V8's explicit compile hint: every function of a script is compiled while the script streams in,
 * off the main thread, instead of one by one on the main thread as the page first calls them.
 * Added after minification, which would strip the comment.
 */
const compileHint = () =>
  new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });

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

/** Where the start script's build goes, inside the browser build's folder. */
const START_DIR = 'start';

/** The start script (and the idle script): small files, no federation, no chunks; built before the page that names them. */
function startConfig(options: AppBuildOptions & { startScript: string; idleScript?: string }): Configuration {
  return {
    ...common(options),
    name: 'start',
    target: 'web',
    entry: { start: options.startScript, ...(options.idleScript ? { idle: options.idleScript } : {}) },
    output: {
      path: path.join(options.dir, 'dist', START_DIR),
      publicPath: `/${START_DIR}/`,
      filename: '[name].[contenthash:10].js',
      clean: true,
    },
    plugins: [compileHint()],
  };
}

/** A built plain script (`start`, `idle`) as a tag with its SHA-384, for the page's template. */
function plainScriptTag(dir: string, name: string): string {
  const folder = path.join(dir, 'dist', START_DIR);
  const file = readdirSync(folder).find((candidate) => new RegExp(`^${name}\\.[0-9a-f]+\\.js$`).test(candidate));
  if (!file) throw new Error(`No ${name} script in ${folder}`);
  const integrity = `sha384-${createHash('sha384')
    .update(readFileSync(path.join(folder, file)))
    .digest('base64')}`;
  return `<script defer src="/${START_DIR}/${file}" integrity="${integrity}" crossorigin="anonymous"></script>`;
}

interface HtmlTag {
  tagName: string;
  attributes: Record<string, string | boolean>;
}

const scriptTag = ({ attributes }: HtmlTag) =>
  `<script ${Object.entries(attributes)
    .filter(([name]) => name !== 'defer')
    .map(([name, value]) => `${name}="${String(value).replace(/"/g, '&quot;')}"`)
    .join(' ')}></script>`;

function htmlPlugin(options: AppBuildOptions, html: NonNullable<AppBuildOptions['html']>) {
  const parameters = html.templateParameters ?? {};
  return new rspack.HtmlRspackPlugin({
    template: path.join(options.dir, html.template),
    templateParameters: (defaults) => {
      const { headTags, bodyTags } = (
        defaults as { htmlRspackPlugin: { tags: Record<'headTags' | 'bodyTags', HtmlTag[]> } }
      ).htmlRspackPlugin.tags;
      const siteScripts = [...headTags, ...bodyTags]
        .filter((tag) => tag.tagName === 'script')
        .map(scriptTag)
        .join('');
      return {
        ...defaults,
        ...parameters,
        startScript: plainScriptTag(options.dir, 'start'),
        idleScript: html.idleScript ? plainScriptTag(options.dir, 'idle') : '',
        siteScripts,
      };
    },
    inject: false,
    minify: false,
  });
}

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
