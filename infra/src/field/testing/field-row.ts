import { ratingOf } from 'shared-contracts/field/field-report';

import type { FieldRow } from '../field-store';

/** A figure as the gateway keeps it: a shop INP on 1.0.1-new at `at`, rated as Web Vitals rate it, unless `extra` says otherwise. */
export const fieldRow = (at: number, value: number, extra: Partial<FieldRow> = {}): FieldRow => ({
  at,
  part: 'shop',
  release: '1.0.1-new',
  metric: 'INP',
  value,
  rating: ratingOf(extra.metric ?? 'INP', value),
  nav: 'in-remote',
  ...extra,
});
