import { createAppConfig } from 'infra/build/rspack-app';

import { PaymentConfigPlugin, paymentOrigins } from './payment-config.build';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_shop',
  render: './src/render.tsx',
  exposes: { './app': './src/bootstrap.tsx' },
  browserPlugins: [new PaymentConfigPlugin()],
  release: { origins: paymentOrigins() },
});
