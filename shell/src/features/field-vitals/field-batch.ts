import {
  FIELD_REPORT_PATH,
  fieldReportLimits,
  type FieldReport,
  type FieldSample,
} from 'shared-contracts/field/field-report';

/** Queues a report body for the gateway as a beacon; false when the browser would not queue it. */
export const sendFieldReport = (body: string) => navigator.sendBeacon(FIELD_REPORT_PATH, body);

/**
 * Figures wait here and leave together when the page is hidden or left: a beacon per hide (more when a long visit holds more than one report may), as
 * plain text (no preflight), so a tab closed mid-visit still reports. Nothing is sent for nothing.
 */
export function createFieldBatch(releases: FieldReport['releases'], send: (body: string) => boolean) {
  let waiting: (() => FieldSample)[] = [];
  return {
    /** A figure, drawn up when it leaves (by then the browser has numbered every move in place it may belong to). */
    add(sample: () => FieldSample) {
      waiting.push(sample);
    },
    flush() {
      const samples = waiting.map((sample) => sample());
      for (let from = 0; from < samples.length; from += fieldReportLimits.samples) {
        const report: FieldReport = { releases, samples: samples.slice(from, from + fieldReportLimits.samples) };
        send(JSON.stringify(report));
      }
      waiting = [];
    },
  };
}
