import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';

import type { ReleaseNeeds } from '../base/release-needs';

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

export function readDependencies(dir: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return pkg.dependencies;
}

export const common = (options: AppBuildOptions) => ({
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
 * V8's explicit compile hint: every function of a script is compiled while the script streams in,
 * off the main thread, instead of one by one on the main thread as the page first calls them.
 * Added after minification, which would strip the comment.
 */
export const compileHint = () =>
  new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
