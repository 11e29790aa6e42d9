import type { FieldMetric, FieldPart, FieldRating, NavigationKind } from 'shared-contracts/field/field-report';

/** One figure a visitor's page reported, as the gateway keeps it: no visitor, address or page address. */
export interface FieldRow {
  /** When the gateway took it (ms since the epoch). */
  at: number;
  /** The part it is put down to, and that part's release the visitor was served. */
  part: FieldPart;
  release: string;
  metric: FieldMetric;
  value: number;
  rating: FieldRating;
  nav: NavigationKind;
  /** INP: the part whose code ran longest; INP, LCP, CLS: the part whose element it was. */
  code?: FieldPart;
  dom?: FieldPart;
}

/** Where field figures are kept: beside the environment in SQLite, or in the PostgreSQL instances share. */
export interface FieldStore {
  readonly where: string;
  add(rows: readonly FieldRow[]): Promise<void>;
  /** Figures taken since `since` (ms), oldest first; figures older than the store keeps are gone. */
  rowsSince(since: number): Promise<FieldRow[]>;
  close(): Promise<void>;
}

/** How long figures are kept: the team page draws a month at most. */
export const fieldRetentionMs = 30 * 24 * 60 * 60 * 1000;
