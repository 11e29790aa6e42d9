import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';

/**
 * Writes `payment-config.json` beside the shop's files from the environment of the build:
 * SQUARE_APPLICATION_ID and SQUARE_LOCATION_ID select the Square Web Payments SDK (SQUARE_SDK_URL
 * overrides the sandbox script); without them checkout uses its embedded test provider.
 * The file is served no-cache, so a deploy can replace it without rebuilding.
 */
export function paymentConfigFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const applicationId = env.SQUARE_APPLICATION_ID?.trim();
  const locationId = env.SQUARE_LOCATION_ID?.trim();
  if (!applicationId || !locationId) return { provider: 'test' as const };
  return {
    provider: 'square' as const,
    scriptUrl: env.SQUARE_SDK_URL?.trim() || 'https://sandbox.web.squarecdn.com/v1/square.js',
    applicationId,
    locationId,
  };
}

/**
 * The origins the shop's releases need the site to allow, beyond the remotes: the provider's script
 * and the hosts its payment frames load from and talk to (none for the embedded test provider).
 */
export function paymentOrigins(config: ReturnType<typeof paymentConfigFromEnv> = paymentConfigFromEnv()): string[] {
  if (config.provider !== 'square') return [];
  return [
    new URL(config.scriptUrl).origin,
    'https://*.squarecdn.com',
    'https://*.squareupsandbox.com',
    'https://*.squareup.com',
  ];
}

export class PaymentConfigPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PaymentConfigPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PaymentConfigPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            'payment-config.json',
            new rspack.sources.RawSource(`${JSON.stringify(paymentConfigFromEnv(), null, 2)}\n`),
          );
        },
      );
    });
  }
}
