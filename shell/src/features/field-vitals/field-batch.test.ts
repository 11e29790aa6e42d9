import type { FieldSample } from 'shared-contracts/field/field-report';

import { createFieldBatch } from './field-batch';

const sample = (value: number): FieldSample => ({ metric: 'INP', value, nav: 'load', part: 'shop' });

describe('field figures on their way to the gateway', () => {
  it('leave together when the page is hidden, drawn up then, and never as an empty report', () => {
    const sent: string[] = [];
    const batch = createFieldBatch({ shop: '1.0.1-canary' }, (body) => sent.push(body) > 0);
    batch.flush();
    let late = 80;
    batch.add(() => sample(late));
    late = 96;
    batch.flush();
    batch.flush();
    expect(sent.map((body) => JSON.parse(body))).toEqual([
      { releases: { shop: '1.0.1-canary' }, samples: [sample(96)] },
    ]);
  });

  it('leave in reports of 24 figures at most', () => {
    const sent: string[] = [];
    const batch = createFieldBatch({}, (body) => sent.push(body) > 0);
    for (let n = 0; n < 30; n++) batch.add(() => sample(n));
    batch.flush();
    expect(sent.map((body) => (JSON.parse(body) as { samples: unknown[] }).samples.length)).toEqual([24, 6]);
  });
});
