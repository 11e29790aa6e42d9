import { brokenBudgets, type BrokenBudget } from './budgets';
import type { PageFigures } from './lighthouse-run';
import { median, medianOfEach } from './median';
import type { PerfRoute } from './routes';
import type { Twin } from './twin-server';

export interface TwinResult extends Omit<Twin, 'html' | 'headers'> {
  /** LCP of each twin run that succeeded, and their median (null when there is no twin or no run succeeded). */
  lcpRuns: number[];
  lcpMs: number | null;
  /** The twin's median TBT: what the browser's own work on the server HTML blocks, with no script at all. */
  tbtMs: number | null;
}

export interface RouteResult extends PerfRoute {
  runs: PageFigures[];
  /** Each figure's median across the runs that succeeded; null when none did. */
  median: PageFigures | null;
  twin: TwinResult;
  /** Paths the page ended at instead of its own (a redirect, or the page navigating by itself). */
  endedAt: string[];
  errors: string[];
  broken: BrokenBudget[];
  meetsBudgets: boolean;
}

export function routeResult(
  route: PerfRoute,
  runs: PageFigures[],
  twin: Twin,
  twinRuns: PageFigures[],
  endedAt: string[],
  errors: string[],
): RouteResult {
  const { html: _html, headers: _headers, ...aboutTwin } = twin;
  const twinLcps = twinRuns.map((r) => r.lcpMs);
  const twinLcpMs = twinLcps.length ? Math.round(median(twinLcps)) : null;
  const twinTbtMs = twinRuns.length ? Math.round(median(twinRuns.map((r) => r.tbtMs))) : null;
  const figures = runs.length ? medianOfEach(runs) : null;
  const broken = figures ? brokenBudgets({ path: route.path, ...figures, twinLcpMs }) : [];
  return {
    ...route,
    runs,
    median: figures,
    twin: { ...aboutTwin, lcpRuns: twinLcps, lcpMs: twinLcpMs, tbtMs: twinTbtMs },
    endedAt: [...new Set(endedAt)],
    errors,
    broken,
    meetsBudgets: figures !== null && broken.length === 0,
  };
}
