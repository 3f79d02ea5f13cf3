// The reports area's contract: the dashboard every contractor lands on and the reports of a period, read from
// the rollups (docs/api.md "Dashboard and reports"), and the CSV exports of a period's records.
import * as z from 'zod/mini';
import { reportExportQuerySchema, reportGroupings, reportSummaryQuerySchema } from '../schemas/reports';
import { calendarEventSchema } from './customers';
import { paymentReminderSchema } from './notifications';
import { quoteSummarySchema } from './quotes';
import { answers, calendarDate, id, type RouteContracts, timestamp } from './route-contract';

const count = z.number().check(z.int(), z.gte(0));
const cents = z.number().check(z.int(), z.meta({ description: 'US cents' }));
/** A share from 0 to 1, or null when there is nothing to divide by. */
const rate = z.nullable(z.number().check(z.gte(0), z.lte(1)));
const average = z.nullable(z.number().check(z.gte(0)));

/**
 * A period's figures: what happened in it (counts of events on days of the period, in the contractor's time
 * zone), and the averages and rates made from them.
 */
export const reportFiguresSchema = z
  .strictObject({
    quotesCreated: count,
    /** Quotes homeowners asked for on a public page. */
    leadsCreated: count,
    quotesSent: count,
    /** First opens of a quote's link by its customer. */
    quotesViewed: count,
    quotesApproved: count,
    /** Closed as lost by the contractor or declined by the customer. */
    quotesLost: count,
    /** Of the lost, those the customer declined. */
    quotesDeclined: count,
    /** Jobs made (a quote converted, or a job made by hand). */
    jobsCreated: count,
    jobsCompleted: count,
    jobsCancelled: count,
    /** Jobs whose last payment came in. */
    jobsPaid: count,
    paymentsReceived: count,
    /** The total of the quotes approved. */
    wonCents: cents,
    /** The payments received. */
    collectedCents: cents,
    /** Approved ÷ (approved + lost). */
    closeRate: rate,
    /** Won ÷ approved. */
    averageDealCents: average,
    /** From a quote's sending (its creation if it was never sent) to its approval, on average. */
    averageDaysToApprove: average,
    /** From a quote's approval to its job's first payment, on average. */
    averageDaysToDeposit: average,
    /** From a homeowner's request to the first text that answered it, on average. */
    averageFirstResponseMinutes: average,
  })
  .check(z.meta({ id: 'ReportFigures' }));
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

export const funnelSteps = ['sent', 'viewed', 'approved', 'converted', 'paid'] as const;
export type FunnelStep = (typeof funnelSteps)[number];

export const agingBuckets = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgingBucket = (typeof agingBuckets)[number];

export const owedPaymentSchema = z
  .strictObject({
    milestoneId: id,
    milestoneName: z.string(),
    jobId: id,
    jobNumber: z.string(),
    customerName: z.string(),
    dueDate: calendarDate,
    owedCents: cents,
    /** Days since it fell due, on the contractor's calendar (0 on the due date). */
    daysOverdue: z.number().check(z.int(), z.gte(0)),
  })
  .check(z.meta({ id: 'OwedPayment' }));
export type OwedPayment = z.infer<typeof owedPaymentSchema>;

export const reportSummarySchema = z
  .strictObject({
    from: calendarDate,
    to: calendarDate,
    groupBy: z.enum(reportGroupings),
    /** The time zone the period's days are in (the contractor's). */
    timeZone: z.string(),
    totals: reportFiguresSchema,
    /** Each step's count in the period and its rate from the step before (null for the first, or after a 0). */
    funnel: z.array(z.strictObject({ step: z.enum(funnelSteps), count, rate })),
    /** Won and collected over the period: by day up to 62 days, by month beyond. */
    series: z.strictObject({
      granularity: z.enum(['day', 'month']),
      points: z.array(
        z.strictObject({
          /** YYYY-MM-DD or YYYY-MM. */
          period: z.string(),
          wonCents: cents,
          collectedCents: cents,
          quotesSent: count,
          quotesApproved: count,
        }),
      ),
    }),
    /**
     * The figures of each person, lead source or material with any activity in the period, biggest revenue
     * first. `key` is the user id, the source (`contractor`, `homeowner`) or the material id; `label` is the
     * person's name (null for a source or material: the page names those in its language).
     */
    groups: z.array(
      z.strictObject({ key: z.string(), label: z.nullable(z.string()), figures: reportFiguresSchema }),
    ),
    /** What is owed now and past due, by days overdue, with the payments behind each bucket (most overdue first). */
    aging: z.array(
      z.strictObject({
        bucket: z.enum(agingBuckets),
        owedCents: cents,
        payments: z.array(owedPaymentSchema),
      }),
    ),
  })
  .check(z.meta({ id: 'ReportSummary' }));
export type ReportSummary = z.infer<typeof reportSummarySchema>;

export const dashboardFiguresSchema = reportFiguresSchema.check(z.meta({ id: 'DashboardFigures' }));

// Its fields copied, not `z.extend(quoteSummarySchema, …)`: zod/mini's extend keeps the schema's checks, its
// QuoteSummary id among them, and the document would then hold two schemas of that id.
export const waitingQuoteSchema = z
  .strictObject({
    ...quoteSummarySchema.shape,
    sentAt: z.nullable(timestamp),
    viewedAt: z.nullable(timestamp),
  })
  .check(z.meta({ id: 'WaitingQuote' }));
export type WaitingQuote = z.infer<typeof waitingQuoteSchema>;

export const dashboardSchema = z
  .strictObject({
    /** Whose figures: the whole business (owners), or the caller's own (reps). */
    scope: z.enum(['business', 'mine']),
    timeZone: z.string(),
    today: calendarDate,
    schedule: z.strictObject({
      today: z.array(calendarEventSchema),
      tomorrow: z.array(calendarEventSchema),
    }),
    /** Unpaid milestones past due or due within 7 days, most overdue first (Send Reminder sends one). */
    payments: z.array(paymentReminderSchema),
    /** Sent (or viewed) and not answered, oldest first, at most 10. */
    quotesWaiting: z.array(waitingQuoteSchema),
    /** Homeowners' requests nobody has answered yet, newest first, at most 10. */
    newLeads: z.array(quoteSummarySchema),
    /** This month so far, and last month whole. */
    thisMonth: dashboardFiguresSchema,
    lastMonth: dashboardFiguresSchema,
    /** Everything owed on the payment schedules now, due or not. */
    balanceOwedCents: cents,
  })
  .check(z.meta({ id: 'Dashboard' }));
export type Dashboard = z.infer<typeof dashboardSchema>;

export type { ReportExportQuery, ReportGrouping, ReportSummaryQuery } from '../schemas/reports';

export const reportsRoutes = {
  'GET /api/dashboard': answers(
    "Today's work, money owed, quotes waiting, new leads and this month against last (read every 120 s)",
    dashboardSchema,
    {
      description:
        'Owners see the business; reps their own figures, quotes and leads. A bounded number of DynamoDB calls whatever the history (docs/api.md "Dashboard and reports").',
    },
  ),
  'GET /api/reports/summary': answers(
    "A period's figures, funnel, revenue over time, groups and receivables aging",
    reportSummarySchema,
    {
      request: { query: reportSummaryQuerySchema },
    },
  ),
  'GET /api/reports/export': answers(
    "A period's quotes, jobs, payments or per-person figures as CSV (UTF-8 with BOM, headers in the caller's language)",
    z.string(),
    { request: { query: reportExportQuerySchema }, contentType: 'text/csv' },
  ),
} as const satisfies RouteContracts;
