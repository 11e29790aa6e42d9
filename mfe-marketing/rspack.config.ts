import { createAppConfig } from 'infra/build/rspack-app';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_marketing',
  render: './src/render.tsx',
  exposes: { './app': './src/bootstrap.tsx' },
});
