import { createAppConfig } from 'infra/build/rspack-app';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_member',
  exposes: { './app': './src/bootstrap.tsx' },
});
