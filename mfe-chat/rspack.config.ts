import { createAppConfig } from 'infra/build/rspack-app';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_chat',
  exposes: { './app': './src/bootstrap.tsx' },
});
