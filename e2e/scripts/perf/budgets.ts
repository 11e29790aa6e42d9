/** The budgets every route is held to. Figures are compared as the table prints them. */
export const budgets = {
  /** Main routes, whose scripts wait for the visitor. */
  minScore: 98,
  /** Checkout starts its scripts with the page (the owner's decision). */
  minScoreCheckout: 90,
  maxTbtMs: 200,
  maxCls: 0.02,
  /** LCP at most this many times the LCP of the same page with its scripts removed. */
  maxLcpOverTwin: 1.2,
  /**
   * First-load JavaScript, gzip bodies in kB of 1024 bytes: home and checkout (which must start at once), then the rest.
   * Judged by the size report, which gzips each script as served; Lighthouse's figure adds each response's
   * HTTP/1.1 headers (about 0.35 kB a script here), so the perf report prints it without judging it.
   */
  maxJsKbHome: 200,
  maxJsKb: 180,
} as const;

export interface RouteFigures {
  path: string;
  score: number;
  lcpMs: number;
  /** LCP of the zero-JS twin; null when there is no twin to compare with (then that budget is not judged). */
  twinLcpMs: number | null;
  tbtMs: number;
  cls: number;
  jsBytes: number;
}

export type BudgetId = 'score' | 'tbt' | 'cls' | 'lcp-vs-twin';

export interface BrokenBudget {
  id: BudgetId;
  /** What was measured against what was allowed, e.g. "TBT 640 ms > 200 ms". */
  message: string;
}

export const kb = (bytes: number) => bytes / 1024;
/** LCP over the twin's LCP, to two decimals as printed; null without a twin. */
export const lcpOverTwin = (route: Pick<RouteFigures, 'lcpMs' | 'twinLcpMs'>) =>
  route.twinLcpMs ? Number((route.lcpMs / route.twinLcpMs).toFixed(2)) : null;
/** Home and checkout may load 200 kB (checkout draws its form for a shopper at once: the owner's budget); other routes 180 kB. */
export const jsBudgetKb = (path: string) =>
  path === '/' || path === '/checkout' ? budgets.maxJsKbHome : budgets.maxJsKb;

/** Checkout may score 90 (it starts with the page); every other route 98. */
export const minScore = (path: string) => (path === '/checkout' ? budgets.minScoreCheckout : budgets.minScore);

/** The budgets a route breaks, in the table's column order; empty when it meets them all. */
export function brokenBudgets(route: RouteFigures): BrokenBudget[] {
  const broken: BrokenBudget[] = [];
  const score = Math.round(route.score);
  if (score < minScore(route.path)) broken.push({ id: 'score', message: `score ${score} < ${minScore(route.path)}` });
  const ratio = lcpOverTwin(route);
  if (ratio !== null && ratio > budgets.maxLcpOverTwin) {
    broken.push({ id: 'lcp-vs-twin', message: `LCP ${ratio.toFixed(2)}× twin > ${budgets.maxLcpOverTwin}×` });
  }
  const tbt = Math.round(route.tbtMs);
  if (tbt > budgets.maxTbtMs) broken.push({ id: 'tbt', message: `TBT ${tbt} ms > ${budgets.maxTbtMs} ms` });
  const cls = Number(route.cls.toFixed(3));
  if (cls > budgets.maxCls) broken.push({ id: 'cls', message: `CLS ${cls.toFixed(3)} > ${budgets.maxCls}` });
  return broken;
}
