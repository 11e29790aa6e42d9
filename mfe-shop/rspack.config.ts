import { createAppConfig } from 'infra/build/rspack-app';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_shop',
  exposes: { './app': './src/bootstrap.tsx' },
});
