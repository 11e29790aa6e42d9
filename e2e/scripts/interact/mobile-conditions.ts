import type { BrowserContext, Page } from '@playwright/test';

/** Lighthouse's mobile throttling as DevTools applies it (`mobileSlow4G`, devtools method). */
export const lighthouseMobile = {
  latencyMs: 562.5,
  downloadBytesPerSecond: (1474.56 * 1024) / 8,
  uploadBytesPerSecond: (675 * 1024) / 8,
  cpuSlowdown: 4,
} as const;

/** A new page of the context under Lighthouse's mobile network and CPU, applied through DevTools. */
export async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: lighthouseMobile.latencyMs,
    downloadThroughput: lighthouseMobile.downloadBytesPerSecond,
    uploadThroughput: lighthouseMobile.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: lighthouseMobile.cpuSlowdown });
  return page;
}
