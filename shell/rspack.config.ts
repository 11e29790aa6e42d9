import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { rspack } from '@rspack/core';
import { createAppConfig } from 'infra/build/rspack-app';

import { brandFaceCss, brandFacePreload } from './src/features/brand-face/brand-face';

const require = createRequire(import.meta.url);

/** The brand face (Inter, variable weight, Latin subset), served from the site's own origin under a content-hashed name. */
const brandFace = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const brandFaceFile = `fonts/inter-latin-wght.${createHash('sha256').update(readFileSync(brandFace)).digest('hex').slice(0, 10)}.woff2`;

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'shell',
  render: './src/render.tsx',
  html: {
    template: 'public/index.html',
    publicDir: 'public/static',
    templateParameters: {
      brandFaceCss: brandFaceCss(`/${brandFaceFile}`),
      brandFacePreload: brandFacePreload(`/${brandFaceFile}`),
    },
    startScript: './src/start.ts',
    idleScript: './src/idle.ts',
  },
  browserPlugins: [new rspack.CopyRspackPlugin({ patterns: [{ from: brandFace, to: brandFaceFile }] })],
});
