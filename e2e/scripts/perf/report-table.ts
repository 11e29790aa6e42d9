import { budgets, kb, lcpOverTwin, type BudgetId } from './budgets';
import type { RouteResult } from './route-result';
import type { PerfRoute } from './routes';

const label = (route: PerfRoute) => (route.name === route.path ? route.path : `${route.name} ${route.path}`);
const kB = (bytes: number) => `${kb(bytes).toFixed(1)} kB`;

interface Column {
  title: string;
  budget?: BudgetId;
  cell(route: RouteResult): string;
}

const columns: Column[] = [
  { title: 'score', budget: 'score', cell: (r) => String(Math.round(r.median!.score)) },
  { title: 'LCP ms', budget: 'lcp-vs-twin', cell: (r) => String(Math.round(r.median!.lcpMs)) },
  { title: 'twin LCP', cell: (r) => (r.twin.lcpMs === null ? 'n/a' : String(r.twin.lcpMs)) },
  {
    title: 'ratio',
    budget: 'lcp-vs-twin',
    cell: (r) => lcpOverTwin({ lcpMs: r.median!.lcpMs, twinLcpMs: r.twin.lcpMs })?.toFixed(2).concat('×') ?? 'n/a',
  },
  { title: 'TBT ms', budget: 'tbt', cell: (r) => String(Math.round(r.median!.tbtMs)) },
  { title: 'twin TBT', cell: (r) => (r.twin.tbtMs === null ? 'n/a' : String(r.twin.tbtMs)) },
  { title: 'CLS', budget: 'cls', cell: (r) => r.median!.cls.toFixed(3) },
  { title: 'JS kB wire', cell: (r) => kb(r.median!.jsBytes).toFixed(1) },
  { title: 'requests', cell: (r) => String(Math.round(r.median!.requests)) },
];

/** One row per route, a ✗ beside each figure over its budget. */
export function table(results: readonly RouteResult[]): string[] {
  const nameWidth = Math.max(5, ...results.map((r) => label(r).length));
  const cells = (r: RouteResult) =>
    columns.map((c) =>
      r.median ? `${c.cell(r)}${c.budget && r.broken.some((b) => b.id === c.budget) ? '✗' : ' '}` : '',
    );
  const widths = columns.map((c, i) => Math.max(c.title.length + 1, ...results.map((r) => cells(r)[i]!.length)));
  const header = ['route'.padEnd(nameWidth), ...columns.map((c, i) => `${c.title} `.padStart(widths[i]!))].join('  ');
  const rows = results.map((r) =>
    r.median
      ? [label(r).padEnd(nameWidth), ...cells(r).map((cell, i) => cell.padStart(widths[i]!))].join('  ')
      : `${label(r).padEnd(nameWidth)}  not measured: ${r.errors.at(-1) ?? 'every run failed'}`,
  );
  return [header, '-'.repeat(header.length), ...rows];
}

export const budgetLine = () =>
  `score >= ${budgets.minScore} (checkout ${budgets.minScoreCheckout}) · TBT <= ${budgets.maxTbtMs} ms · CLS <= ${budgets.maxCls} · LCP <= ${budgets.maxLcpOverTwin}× twin LCP · ` +
  `first-load JS (gzip, judged by npm run size) <= ${budgets.maxJsKbHome} kB on home and checkout, ${budgets.maxJsKb} kB elsewhere`;

/** The budgets each route breaks, one line a route. */
export function budgetLines(results: readonly RouteResult[]): string[] {
  return results.map((r) => {
    if (!r.median) return `  ✗ ${label(r)}: not measured`;
    const unjudged = r.twin.lcpMs === null ? ' (LCP against the twin not judged: no twin LCP)' : '';
    return r.broken.length
      ? `  ✗ ${label(r)}: ${r.broken.map((b) => b.message).join(' · ')}${unjudged}`
      : `  ✓ ${label(r)}${unjudged}`;
  });
}

const shortMain = 300;

/** What each twin is: its size against the page's, how much text its <main> holds, or why there is none. */
export function twinLines(results: readonly RouteResult[]): string[] {
  return results.map(({ twin, ...r }) => {
    if (twin.status !== 200)
      return `  ${label(r)}: no twin, the gateway answers ${twin.status}${twin.location ? ` → ${twin.location}` : ''}`;
    const text = twin.mainText;
    const main =
      text === null
        ? 'no <main>'
        : text.length < shortMain
          ? `<main> holds only ${text.length} characters of text: "${text}"`
          : `<main> holds ${text.length.toLocaleString('en-US')} characters of text`;
    const failed = twin.lcpMs === null ? '; no twin run succeeded' : '';
    return `  ${label(r)}: ${kB(twin.pageBytes)} of HTML, ${kB(twin.twinBytes)} without scripts; ${main}${failed}`;
  });
}

/** Pages that ended somewhere else, and runs that failed. */
export function noteLines(results: readonly RouteResult[]): string[] {
  return results.flatMap((r) => [
    ...r.endedAt.map((path) => `  ${label(r)}: the page ended at ${path}`),
    ...r.errors.map((error) => `  ${label(r)}: ${error}`),
  ]);
}
