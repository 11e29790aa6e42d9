import { createAppConfig } from 'infra/build/rspack-app';
import { PaymentConfigPlugin } from './payment-config.build';

const config = createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_shop',
  exposes: { './app': './src/bootstrap.tsx' },
});

config.plugins = [...(config.plugins ?? []), new PaymentConfigPlugin()];

export default config;
