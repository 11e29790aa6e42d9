import type { FieldMetric, FieldPart, FieldRating } from 'shared-contracts/field/field-report';

import { p75 } from '../base/p75';
import type { FieldRow } from './field-store';

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

/** A figure's p75 as people read it: a score to three places for CLS, whole milliseconds otherwise. */
export const shownP75 = ({ metric, p75: value }: Pick<FieldFigure, 'metric' | 'p75'>) =>
  metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;

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
