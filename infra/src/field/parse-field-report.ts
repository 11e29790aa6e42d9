import { z } from 'zod';

import {
  fieldMetrics,
  fieldReportLimits,
  navigationKinds,
  type FieldReport,
} from 'shared-contracts/field/field-report';
import { remoteNames } from 'shared-contracts/routes/route-table';

import { fieldParts } from './field-parts';

const part = z.enum(fieldParts as [string, ...string[]]);
const release = z.string().regex(/^[\w.+-]{1,80}$/);

/** The most any figure can be: a minute for times, 10 for a layout-shift score. Past it a report is not a page's. */
const sample = z
  .object({
    metric: z.enum(fieldMetrics),
    value: z.number().finite().min(0),
    nav: z.enum(navigationKinds),
    part,
    code: part.optional(),
    dom: part.optional(),
  })
  .strict()
  .refine(({ metric, value }) => value <= (metric === 'CLS' ? 10 : 60_000), 'a figure no page could have');

const report = z
  .object({
    releases: z.partialRecord(z.enum(remoteNames), release),
    samples: z.array(sample).min(1).max(fieldReportLimits.samples),
  })
  .strict();

/** A report as the gateway takes it: every name from the site's lists, every number a page could measure; else nothing. */
export function parseFieldReport(value: unknown): FieldReport | undefined {
  const parsed = report.safeParse(value);
  return parsed.success ? (parsed.data as FieldReport) : undefined;
}
