import type { FieldMetric } from 'shared-contracts/field/field-report';

import { fieldParts } from '../../field/field-parts';
import type { FieldRow } from '../../field/field-store';
import { overTime, shownP75, summarize, type FieldFigure } from '../../field/field-summary';
import { p75OverTime, ratingShares } from './field-charts';

const charted: readonly FieldMetric[] = ['LCP', 'INP', 'CLS'];

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function figuresTable(figures: readonly FieldFigure[]): string {
  const rows = figures
    .map(
      (figure) =>
        `<tr><td>${escape(figure.release)}</td><td>${figure.metric}</td><td>${shownP75(figure)}</td><td>${figure.count}</td>` +
        `<td>${Math.round((100 * figure.ratings.good) / figure.count)}%</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>release</th><th>metric</th><th>p75</th><th>visits</th><th>good</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/**
 * The team page on the gateway's internal port: per part of the site (each remote, and the shell),
 * p75 LCP, INP and CLS over time by release, and the share of good, needs-improvement and poor visits,
 * drawn as SVG on the server (the page runs no script).
 */
export function fieldPage(rows: readonly FieldRow[], { days, now }: { days: number; now: number }): string {
  const periodMs = days <= 2 ? 60 * 60 * 1000 : 24 * 60 * 60 * 1000;
  const sections = fieldParts.map((part) => {
    const own = rows.filter((row) => row.part === part);
    const heading = `<h2 id="part-${part}">${part}</h2>`;
    if (own.length === 0)
      return `<section aria-labelledby="part-${part}">${heading}<p>No figures from visitors yet.</p></section>`;
    const figures = summarize(own).filter((figure) => charted.includes(figure.metric));
    const points = overTime(own, periodMs);
    const releases = [...new Set(own.map((row) => row.release))];
    const lines = charted
      .filter((metric) => points.some((point) => point.metric === metric))
      .map(
        (metric) =>
          `<figure>${p75OverTime(
            points.filter((point) => point.metric === metric),
            metric,
            part,
            releases,
          )}</figure>`,
      )
      .join('');
    return (
      `<section aria-labelledby="part-${part}">${heading}<div class="charts">${lines}` +
      `<figure>${ratingShares(figures, part)}</figure></div>${figuresTable(figures)}</section>`
    );
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Field Web Vitals by team · Wrap Lab Chicago</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;margin:24px;color:#1d1d1f}h2{margin-top:32px;text-transform:capitalize}
.charts{display:flex;flex-wrap:wrap;gap:16px}figure{margin:0}table{border-collapse:collapse;margin-top:8px}
td,th{padding:4px 10px;border-bottom:1px solid #ddd;text-align:left}</style></head>
<body><h1>Field Web Vitals by team</h1>
<p>What visitors' browsers measured over the last ${days} day${days === 1 ? '' : 's'} (to ${new Date(now).toISOString().slice(0, 16).replace('T', ' ')} UTC), put down to the part of the site that caused each figure: p75 is the value three visits in four were at or under.</p>
${sections.join('\n')}
</body></html>`;
}
