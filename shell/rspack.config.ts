import { createAppConfig } from 'infra/build/rspack-app';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'shell',
  render: './src/render.tsx',
  html: { template: 'public/index.html', publicDir: 'public/static' },
});
