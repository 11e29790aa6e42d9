import { createAppConfig } from 'infra/build/rspack-app';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_locations',
  render: './src/render.tsx',
  exposes: {
    './app': './src/bootstrap.tsx',
    // Town lookups for the shell's not-found page, the home page and the chat (shared-contracts/towns).
    './towns': './src/towns/exposed-towns.ts',
    // The home page's service-areas list of every town (shared-contracts/towns/service-areas.ts).
    './service-areas': './src/features/service-areas/ServiceAreasList.tsx',
  },
});
