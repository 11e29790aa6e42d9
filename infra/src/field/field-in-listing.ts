import { existsSync } from 'node:fs';
import path from 'node:path';

import type { FieldMetric } from 'shared-contracts/field/field-report';

import type { FieldStore } from './field-store';
import { shownP75, summarize } from './field-summary';
import { openFieldStore } from './open-field-store';

const listed: readonly FieldMetric[] = ['LCP', 'INP', 'CLS'];
const days = 7;

/**
 * For `npm run releases`: a function giving each release's field line (p75 LCP, INP and CLS over
 * the last week, with how many visits each), or none when the environment has no field figures.
 */
export async function fieldLines(
  siteDir: string,
  app: string,
  env: NodeJS.ProcessEnv = process.env,
  now = Date.now(),
): Promise<{ lineOf: (release: string) => string | undefined; close: () => Promise<void> }> {
  // A listing only reads: a folder without field figures gets no store made in it.
  if (!env.DATABASE_URL && !existsSync(path.join(siteDir, 'field.sqlite')))
    return { lineOf: () => undefined, close: async () => {} };
  const store: FieldStore = await openFieldStore(siteDir, env);
  const figures = summarize(await store.rowsSince(now - days * 24 * 60 * 60 * 1000)).filter(
    (figure) => figure.part === app,
  );
  return {
    lineOf(release) {
      const own = listed
        .map((metric) => figures.find((figure) => figure.release === release && figure.metric === metric))
        .filter((figure) => figure !== undefined)
        .map((figure) => `${figure.metric} p75 ${shownP75(figure)} (${figure.count})`);
      return own.length ? `    field, last ${days} days: ${own.join(', ')}` : undefined;
    },
    close: () => store.close(),
  };
}
