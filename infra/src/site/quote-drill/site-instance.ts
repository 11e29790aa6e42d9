import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { createQuoteService, quoteConfigFromEnv } from '../../quote/service/quote-service';
import { fixedRender } from '../../render/site-renders';
import { createGateway } from '../gateway';
import { localEnvironment } from '../testing/site-fixture';

/**
 * One site instance for the leads drill: the gateway with the quote service, configured from the
 * environment like `npm start` (`DATABASE_URL`, `SMTP_URL`, ...), with the drill's quick retry
 * timings as JSON in argv. Prints `listening <port>` once it serves.
 */
async function main() {
  const timings = JSON.parse(process.argv[2] ?? '{}') as {
    backoff?: { baseMs: number; maxMs: number };
    pollMs?: number;
    leaseMs?: number;
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leads-drill-instance-'));
  const quote = await createQuoteService({ ...quoteConfigFromEnv(process.env, dataDir), ...timings });
  quote.outbox.start();
  const environment = localEnvironment('127.0.0.1', { marketing: 1, locations: 2, shop: 3, member: 4, chat: 5 });
  const gateway = createGateway({
    origin: 'http://127.0.0.1',
    currentRender: fixedRender(dataDir, environment),
    api: quote.api,
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  console.info(`listening ${(gateway.address() as AddressInfo).port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
