// A period's figures with nothing in it (domain/contract/reports.ts ReportFigures), for tests to build the
// figures they expect from.
import type { ReportFigures } from '#domain/contract/reports';

export const noFigures: ReportFigures = {
  quotesCreated: 0,
  leadsCreated: 0,
  quotesSent: 0,
  quotesViewed: 0,
  quotesApproved: 0,
  quotesLost: 0,
  quotesDeclined: 0,
  jobsCreated: 0,
  jobsCompleted: 0,
  jobsCancelled: 0,
  jobsPaid: 0,
  paymentsReceived: 0,
  wonCents: 0,
  collectedCents: 0,
  closeRate: null,
  averageDealCents: null,
  averageDaysToApprove: null,
  averageDaysToDeposit: null,
  averageFirstResponseMinutes: null,
};
