import { createAppConfig } from 'infra/build/rspack-app';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_marketing',
  render: './src/render.tsx',
  exposes: { './app': './src/bootstrap.tsx' },
  // The care guide PDF (scripts/build-care-guide-pdf.ts), which the site offers at /downloads/.
  release: { downloads: 'downloads' },
});
