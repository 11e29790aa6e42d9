import type { FieldMetric, FieldPart, FieldRating } from 'shared-contracts/field/field-report';

import type { FieldRow } from './field-store';

/** The 75th percentile by nearest rank, as Web Vitals are judged (the value three in four visits are at or under). */
export function p75(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1];
}

export interface FieldFigure {
  part: FieldPart;
  release: string;
  metric: FieldMetric;
  count: number;
  p75: number;
  /** How many of `count` were good, needed improvement, were poor. */
  ratings: Record<FieldRating, number>;
}

const keyOf = (row: Pick<FieldRow, 'part' | 'release' | 'metric'>) =>
  `${row.part}\u0000${row.release}\u0000${row.metric}`;

/** Each part's release's figures for each metric: p75 and the share of good, needs-improvement and poor visits. */
export function summarize(rows: readonly FieldRow[]): FieldFigure[] {
  const groups = new Map<string, FieldRow[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return [...groups.values()].map((group) => {
    const ratings: Record<FieldRating, number> = { good: 0, 'needs-improvement': 0, poor: 0 };
    for (const row of group) ratings[row.rating]++;
    const { part, release, metric } = group[0]!;
    return { part, release, metric, count: group.length, p75: p75(group.map((row) => row.value))!, ratings };
  });
}

export interface FieldPoint {
  part: FieldPart;
  release: string;
  metric: FieldMetric;
  /** The start of the period (ms). */
  at: number;
  p75: number;
  count: number;
}

/** p75 per part, release and metric in periods of `periodMs`: the figures over time. */
export function overTime(rows: readonly FieldRow[], periodMs: number): FieldPoint[] {
  const groups = new Map<string, FieldRow[]>();
  for (const row of rows) {
    const key = `${keyOf(row)}\u0000${Math.floor(row.at / periodMs)}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => {
    const { part, release, metric, at } = group[0]!;
    return {
      part,
      release,
      metric,
      at: Math.floor(at / periodMs) * periodMs,
      p75: p75(group.map((row) => row.value))!,
      count: group.length,
    };
  });
}
