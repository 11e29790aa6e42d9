import type { RemoteName } from 'shared-contracts/routes/route-table';

/**
 * What a page tells the gateway about how it felt to the visitor (field Web Vitals), and how each
 * figure is rated. The shell's pages send it; the gateway's field handler checks every part of it.
 */
export const FIELD_REPORT_PATH = '/api/fieldReport';

export const fieldMetrics = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type FieldMetric = (typeof fieldMetrics)[number];

/**
 * How the visitor came to the view a figure is about: the first page of their visit, a move to a
 * page the same team owns, or a move to another team's page (by document or in place alike).
 */
export const navigationKinds = ['load', 'in-remote', 'cross-remote'] as const;
export type NavigationKind = (typeof navigationKinds)[number];

/** Who a figure is put down to: a remote, or the shell (header, footer, the page around the remotes). */
export type FieldPart = RemoteName | 'shell';

export interface FieldSample {
  metric: FieldMetric;
  /** Milliseconds; CLS is a unitless score. */
  value: number;
  nav: NavigationKind;
  /** The part the figure is attributed to: for INP, the part whose code ran longest, else the one whose element was tapped. */
  part: FieldPart;
  /** INP only: the part whose scripts ran longest in the interaction's frames. */
  code?: FieldPart;
  /** INP, LCP and CLS: the part whose DOM holds the tapped, largest or most shifted element. */
  dom?: FieldPart;
}

export interface FieldReport {
  /** The release of each remote the page was served (the ids in its manifest addresses). */
  releases: Partial<Record<RemoteName, string>>;
  samples: FieldSample[];
}

/** Web Vitals' thresholds: at or under the first is good, over the second is poor. */
export const fieldThresholds: Record<FieldMetric, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export type FieldRating = 'good' | 'needs-improvement' | 'poor';

export function ratingOf(metric: FieldMetric, value: number): FieldRating {
  const [good, poor] = fieldThresholds[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/**
 * The share of page views that measure and report (1: every one). A small business's traffic is
 * all worth counting; lower it here when the site outgrows that.
 */
export const fieldSampleShare = 1;

/** What one report may hold: a page view's figures (a few per view, a few views in place). */
export const fieldReportLimits = { samples: 24, bytes: 4096 } as const;
