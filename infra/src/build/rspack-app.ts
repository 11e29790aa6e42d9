import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { sharedConfig } from 'shared-contracts/federation/shared-deps';

export interface AppBuildOptions {
  /** The app's folder (where its package.json is). */
  dir: string;
  /** Federation container name. */
  name: string;
  exposes?: Record<string, string>;
  /** The shell has an HTML page and static files; remotes only have their entry. */
  html?: { template: string; publicDir?: string };
}

/** One build preset for every app, so shared singletons, hashing and output stay the same everywhere. */
export function createAppConfig(options: AppBuildOptions): Configuration {
  const pkg = JSON.parse(readFileSync(path.join(options.dir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const plugins: NonNullable<Configuration['plugins']> = [
    new ModuleFederationPlugin({
      name: options.name,
      filename: 'remoteEntry.js',
      exposes: options.exposes ?? {},
      shared: sharedConfig(pkg.dependencies),
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      // The shell ships the federation runtime once; remotes use it instead of bundling their own copy.
      experiments: options.html
        ? { provideExternalRuntime: true, optimization: { target: 'web' } }
        : { externalRuntime: true, optimization: { target: 'web' } },
    }),
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
  ];
  if (options.html) {
    plugins.push(new rspack.HtmlRspackPlugin({ template: path.join(options.dir, options.html.template), inject: 'body' }));
    if (options.html.publicDir) {
      plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(options.dir, options.html.publicDir) }] }));
    }
  }
  return {
    context: options.dir,
    mode: 'production',
    target: 'web',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(options.dir, 'dist'),
      // The shell's HTML is served on every route, so its files need an absolute path; remotes resolve from their manifest.
      publicPath: options.html ? '/' : 'auto',
      uniqueName: options.name,
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      clean: true,
    },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            detectSyntax: 'auto',
            jsc: { target: 'es2020', transform: { react: { runtime: 'automatic' } } },
          },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { chunkIds: 'named', moduleIds: 'deterministic' },
    performance: { hints: false },
    plugins,
  };
}
