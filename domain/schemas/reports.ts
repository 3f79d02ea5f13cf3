// What a report asks for: a period of calendar days in the contractor's time zone (at most a year and a day, so
// "this year" and any custom year fit) and, for the summary, what to group its figures by.
import * as z from 'zod/mini';
import { daysBetween } from '../calendar-dates';
import { dateSchema } from './dates';
import { message } from './message';

/** The longest period a report covers, in days from its first to its last. */
export const maxReportDays = 366;

export const reportGroupings = ['person', 'source', 'material'] as const;
export type ReportGrouping = (typeof reportGroupings)[number];

export const reportExportKinds = ['quotes', 'jobs', 'payments', 'people'] as const;
export type ReportExportKind = (typeof reportExportKinds)[number];

const period = z.object({ from: dateSchema, to: dateSchema });

const checkPeriod = (query: z.infer<typeof period>, context: z.core.$RefinementCtx) => {
  const days = daysBetween(query.from, query.to);
  if (days < 0) context.addIssue({ code: 'custom', path: ['to'], message: 'date.order' });
  else if (days >= maxReportDays)
    context.addIssue({ code: 'custom', path: ['to'], message: 'report.rangeTooLong' });
};

export const reportSummaryQuerySchema = z
  .extend(period, {
    groupBy: z._default(z.enum(reportGroupings, message('report.groupByInvalid')), 'person'),
  })
  .check(z.superRefine(checkPeriod));
export type ReportSummaryQuery = z.infer<typeof reportSummaryQuerySchema>;

export const reportExportQuerySchema = z
  .extend(period, { kind: z.enum(reportExportKinds, message('report.kindInvalid')) })
  .check(z.superRefine(checkPeriod));
export type ReportExportQuery = z.infer<typeof reportExportQuerySchema>;
