import * as Plot from '@observablehq/plot';
import { parseHTML } from 'linkedom';

import type { FieldMetric, FieldRating } from 'shared-contracts/field/field-report';

import type { FieldFigure, FieldPoint } from '../../field/field-summary';

const ratingColours: Record<FieldRating, string> = {
  good: '#0c7d3e',
  'needs-improvement': '#b35c00',
  poor: '#b3261e',
};

const unit = (metric: FieldMetric) => (metric === 'CLS' ? '' : ' (ms)');

/** A chart drawn once on the server as SVG (no script on the page), named for screen readers. */
function drawn(options: Plot.PlotOptions, label: string): string {
  const { document } = parseHTML('<!doctype html><html><body></body></html>');
  const chart = Plot.plot({ ...options, document, ariaLabel: label, style: { fontSize: '12px' } });
  // With a legend Plot wraps the SVG in a figure; the SVG is the picture a screen reader is told of.
  const svg = chart.tagName.toLowerCase() === 'svg' ? chart : chart.querySelector('svg[aria-label]');
  svg?.setAttribute('role', 'img');
  return chart.outerHTML;
}

/** p75 of one metric over time, one line per release of the part (`releases`: each its colour in every chart of the part). */
export function p75OverTime(
  points: readonly FieldPoint[],
  metric: FieldMetric,
  part: string,
  releases: readonly string[],
): string {
  const data = points.map((point) => ({ ...point, when: new Date(point.at) }));
  return drawn(
    {
      width: 420,
      height: 200,
      marginLeft: 56,
      color: { legend: true, label: 'release', type: 'categorical', domain: releases },
      x: { type: 'time', label: null },
      y: {
        label: `p75 ${metric}${unit(metric)}`,
        grid: true,
        zero: true,
        ...(metric === 'CLS' ? { tickFormat: '.2f' } : {}),
      },
      marks: [
        Plot.lineY(data, { x: 'when', y: 'p75', z: 'release', stroke: 'release', curve: 'monotone-x' }),
        Plot.dot(data, { x: 'when', y: 'p75', stroke: 'release', fill: 'white', r: 3 }),
      ],
    },
    `${part}: p75 ${metric} over time, by release`,
  );
}

/** The share of good, needs-improvement and poor visits per release, for each metric. */
export function ratingShares(figures: readonly FieldFigure[], part: string): string {
  const ratings = Object.keys(ratingColours) as FieldRating[];
  const data = figures.flatMap((figure) =>
    ratings.map((rating) => ({
      label: `${figure.metric} · ${figure.release}`,
      rating,
      share: figure.ratings[rating] / figure.count,
    })),
  );
  return drawn(
    {
      width: 420,
      height: 40 + 26 * figures.length,
      marginLeft: 190,
      x: { label: 'share of visits', percent: true, domain: [0, 100] },
      y: { label: null },
      color: { legend: true, domain: ratings, range: ratings.map((rating) => ratingColours[rating]) },
      marks: [Plot.barX(data, Plot.stackX({ x: 'share', y: 'label', fill: 'rating', order: ratings }))],
    },
    `${part}: share of good, needs-improvement and poor visits, by metric and release`,
  );
}
