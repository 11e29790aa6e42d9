import { createAppConfig } from 'infra/build/rspack-app';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_member',
  render: './src/render.tsx',
  exposes: { './app': './src/bootstrap.tsx' },
});
