import type { RuntimeConfig } from '../../config/runtime-config';
import {
  createReleaseReporter,
  RELEASE_REPORT_PATH,
  type ReleaseReport,
  type ReleaseReporter,
} from './release-reporter';

/** A beacon survives the page being left (an error on the way out still arrives); plain text needs no preflight. */
function sendBeacon(report: ReleaseReport) {
  const body = JSON.stringify(report);
  if (!navigator.sendBeacon?.(RELEASE_REPORT_PATH, body)) {
    void fetch(RELEASE_REPORT_PATH, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'Content-Type': 'text/plain' },
    }).catch(() => {});
  }
}

/** Report this page load's errors in the remotes' releases to the gateway, and answer the reporter for the loader's failures. */
export function reportReleaseErrors(
  config: Pick<RuntimeConfig, 'remotes'>,
  send: (report: ReleaseReport) => void = sendBeacon,
): ReleaseReporter {
  const reporter = createReleaseReporter(config, { send });
  window.addEventListener('error', (event) => reporter.uncaught(event.error, event.filename));
  window.addEventListener('unhandledrejection', (event) => reporter.uncaught(event.reason));
  return reporter;
}
