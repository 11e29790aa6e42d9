import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { rspack, type Configuration } from '@rspack/core';

import { common, compileHint, type AppBuildOptions } from './build-options';

/** Where the start script's build goes, inside the browser build's folder. */
export const START_DIR = 'start';

/** The start script (and the idle script): small files, no federation, no chunks; built before the page that names them. */
export function startConfig(options: AppBuildOptions & { startScript: string; idleScript?: string }): Configuration {
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

export function htmlPlugin(options: AppBuildOptions, html: NonNullable<AppBuildOptions['html']>) {
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
