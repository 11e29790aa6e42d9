import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';

import type { FieldMetric, FieldPart, FieldSample } from 'shared-contracts/field/field-report';
import { ownerOf } from 'shared-contracts/routes/route-table';
import type { TabStore } from 'shared-contracts/storage/tab-storage';

import type { RuntimeConfig } from '../../config/runtime-config';
import { createFieldBatch, sendFieldReport } from './field-batch';
import { handOverOnMoves } from './field-handover';
import { createViewLog } from './navigation-kind';
import { asPart, partOfLongestCode, partOfNode, partOfScriptUrl, releaseFolders } from './parts';

const ownerOfUrl = (url: string | undefined): string =>
  (url ? ownerOf(new URL(url, location.href).pathname) : undefined) ?? 'shell';

/** The owner of the page of this site the visitor came from by a link (the referrer the site's policy keeps whole on its own origin). */
function previousOwner(): string | null {
  if (!document.referrer) return null;
  const from = new URL(document.referrer);
  return from.origin === location.origin ? ownerOfUrl(from.href) : null;
}

/** A whole number of milliseconds (CLS keeps four places): enough for a p75, nothing a visitor could be told apart by. */
const rounded = (metric: FieldMetric, value: number) =>
  metric === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);

/**
 * Measures how this page feels to its visitor (LCP, INP, CLS, FCP, TTFB, for the page loaded and
 * again for each move drawn in place) and reports each figure against the part of the site that
 * caused it, tagged with how the visitor came to the view, when the page is hidden or left (by
 * the next page of the site when the visitor moves on to one, see `field-handover.ts`).
 */
export function measureField(manifest: Pick<RuntimeConfig, 'remotes'>, storage: TabStore | undefined) {
  const { bases, releases } = releaseFolders(manifest.remotes);
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const views = createViewLog(ownerOfUrl(location.href), previousOwner(), navigation?.type === 'reload');
  const handover = handOverOnMoves(window, storage);
  const batch = createFieldBatch(releases, (body) => handover.keep(body) || sendFieldReport(body));
  const scriptPart = (url: string) => partOfScriptUrl(url, bases, location.origin);
  const options = { reportSoftNavs: true, generateTarget: (node: Node | null) => partOfNode(node) };

  function add(metric: MetricWithAttribution, parts: { code?: FieldPart; dom?: FieldPart }) {
    const value = rounded(metric.name, metric.value);
    const navigationId = metric.navigationType === 'soft-navigation' ? metric.navigationId : undefined;
    batch.add((): FieldSample => {
      const view = views.view(navigationId);
      // A remote's own code first, then the element's owner, then the page's: the shell's scripts
      // include the libraries every remote runs, so they name no one.
      const byCode = parts.code === 'shell' ? undefined : parts.code;
      const part = byCode ?? parts.dom ?? (view.owner as FieldPart);
      return { metric: metric.name, value, nav: view.kind, part, ...parts };
    });
  }

  if (PerformanceObserver.supportedEntryTypes.includes('soft-navigation'))
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { navigationId?: number })[])
        if (entry.navigationId !== undefined) views.moved(entry.navigationId, ownerOfUrl(entry.name));
    }).observe({ type: 'soft-navigation', buffered: true });

  onTTFB((metric) => metric.navigationType !== 'soft-navigation' && add(metric, {}), options);
  onFCP((metric) => add(metric, {}), options);
  onLCP((metric) => add(metric, { dom: asPart(metric.attribution.target) }), options);
  onCLS((metric) => add(metric, { dom: asPart(metric.attribution.largestShiftTarget) }), options);
  onINP(
    (metric) =>
      add(metric, {
        code: partOfLongestCode(metric.attribution.longAnimationFrameEntries, scriptPart),
        dom: asPart(metric.attribution.interactionTarget),
      }),
    options,
  );

  // After web-vitals' own (capturing) listeners have reported their final figures for the view. A page
  // left is hidden too (after `pagehide`), and web-vitals reports on that alone: flushing on `pagehide`
  // as well sent a page's figures in two beacons, the first without the final INP and CLS, and made
  // the page being left do the work twice on the visitor's way to the next one.
  window.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && batch.flush());
  // Monitoring (and the tests) can tell a page that measures from one whose idle script has not run yet.
  document.documentElement.setAttribute('data-field-measuring', '');
}
