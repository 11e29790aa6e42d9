import type { AddressInfo } from 'node:net';

import type { FieldRow } from '../../field/field-store';
import { openSqliteFieldStore } from '../../field/sqlite-field-store';
import { fieldRow } from '../../field/testing/field-row';
import { createSiteMetrics, metricsServer } from './metrics';

const now = Date.parse('2026-11-20T12:00:00Z');
const row = (value: number, extra: Partial<FieldRow> = {}) => fieldRow(now - 60_000, value, extra);

describe("the internal port's team page and field metrics", () => {
  const store = openSqliteFieldStore(':memory:', () => now);
  const metrics = createSiteMetrics({ field: store, clock: () => now });
  const server = metricsServer(metrics.registry, { field: store, clock: () => now });
  let base = '';
  beforeAll(async () => {
    await store.add([
      row(120),
      row(640),
      row(80, { release: '1.0.0-old' }),
      row(0.31, { metric: 'CLS', part: 'shell', rating: 'poor' }),
      row(1800, { metric: 'LCP', rating: 'good', at: now - 3 * 24 * 60 * 60 * 1000 }),
    ]);
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.close();
    await store.close();
  });

  it('draws each part as charts named for screen readers, runs no script, and says where no figures came', async () => {
    const answer = await fetch(`${base}/field?days=1`);
    expect(answer.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    );
    const html = await answer.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('aria-label="shop: p75 INP over time, by release"');
    expect(html).toContain('aria-label="shell: p75 CLS over time, by release"');
    expect(html).toContain('<tr><td>1.0.1-new</td><td>INP</td><td>640 ms</td><td>2</td><td>50%</td></tr>');
    // The LCP of three days ago is outside one day, inside the week shown by default.
    expect(html).not.toContain('shop: p75 LCP');
    expect(await (await fetch(`${base}/field`)).text()).toContain('shop: p75 LCP over time');
    expect(html).toMatch(/<h2 id="part-member">member<\/h2><p>No figures from visitors yet\.<\/p>/);
  });

  it('takes 1 to 30 days and otherwise shows a week; answers 405 to anything but a read', async () => {
    expect(await (await fetch(`${base}/field?days=31`)).text()).toContain('over the last 7 days');
    expect(await (await fetch(`${base}/field?days=<b>`)).text()).toContain('over the last 7 days');
    expect((await fetch(`${base}/field`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${base}/nowhere`)).status).toBe(404);
  });

  it('gives Prometheus the p75 of the last day by part, release and metric', async () => {
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toContain('site_field_p75{part="shop",release="1.0.1-new",metric="INP"} 640');
    expect(text).toContain('site_field_p75{part="shell",release="1.0.1-new",metric="CLS"} 0.31');
    expect(text).not.toContain('metric="LCP"');
  });
});
