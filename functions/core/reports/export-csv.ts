// The reports' CSV exports (GET /api/reports/export): a period's quotes (by when made), jobs (by when made),
// payments (by when recorded) or per-person figures, one row per record. RFC 4180 quoting by csv-stringify,
// UTF-8 with a byte-order mark so Excel reads the accents, headers and values in the caller's language, days
// and times on the contractor's calendar. Records are read a page (200) at a time through the date indexes and
// each page becomes its chunk of the file, so a year of records never sits in memory at once.
import { stringify } from 'csv-stringify/sync';
import { todayIn } from '#domain/calendar-dates';
import { quoteFlow as englishQuoteFlow } from '#domain/i18n/en/quote-flow';
import { quoteFlow as spanishQuoteFlow } from '#domain/i18n/es/quote-flow';
import { type Language, translate } from '#domain/messages';
import type { FenceMaterialId } from '#domain/pricing/materials';
import type { ReportExportQuery } from '#domain/schemas/reports';
import { getJobs } from '#functions/store/jobs';
import { pageJobsMade, pagePaymentsRecorded, pageQuotesMade, pagesOf } from '#functions/store/report-records';
import { openJobContact, openQuoteContact } from '../crypto/sealed-copy';
import { contractorCalendar } from '../jobs/contractor-payment-settings';
import { jobNameOf } from '../jobs/present-job';
import { customerKeys } from '../ports/keys/customer-keys';
import { teamNames } from '../team/team-members';
import { readPeriodRollups } from './period-rollups';
import { groupsOf } from './report-summary';

const byteOrderMark = '\uFEFF';

/** The fence materials' names, from the quote flow's section of the catalogue (the public quote page's). */
const materialNames = { en: englishQuoteFlow, es: spanishQuoteFlow } as const;

type Cell = string | number;

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** Free text as a cell: one a spreadsheet would take for a formula (=, +, -, @) is kept as text. */
const text = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The instants around a period wide enough for any time zone; each record is then kept by its own day. */
const periodInstants = (from: string, to: string) => {
  const dayBefore = new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000).toISOString();
  const dayAfterNext = new Date(Date.parse(`${to}T00:00:00Z`) + 2 * 86_400_000).toISOString();
  return [dayBefore, dayAfterNext] as const;
};

const csvRows = (rows: Cell[][]) => (rows.length ? stringify(rows, { record_delimiter: '\r\n' }) : '');

/** The export's chunks: the header line (with the byte-order mark), then one chunk per page of records. */
export async function* exportCsv(
  contractorId: string,
  query: ReportExportQuery,
  language: Language,
): AsyncGenerator<string> {
  const t = (key: string) => translate(key, language);
  const materialName = (material: FenceMaterialId) => materialNames[language][`quote.material.${material}`];
  const calendar = await contractorCalendar(contractorId);
  const dayOf = (at: string | undefined) => (at ? todayIn(calendar.timezone, new Date(at)) : '');
  const inPeriod = (at: string) => {
    const day = dayOf(at);
    return day >= query.from && day <= query.to;
  };
  const [fromAt, toAt] = periodInstants(query.from, query.to);
  const header = (keys: string[]) => byteOrderMark + csvRows([keys.map(t)]);
  const [keys, names] = await Promise.all([customerKeys(), teamNames(contractorId)]);
  const nameOf = (userId: string | undefined) => (userId ? (names.get(userId) ?? '') : '');

  if (query.kind === 'quotes') {
    yield header([
      'csv.number',
      'csv.created',
      'form.status',
      'csv.source',
      'createJob.customer',
      'form.material',
      'csv.linearFeet',
      'csv.total',
      'quoteStatus.sent',
      'csv.viewed',
      'quoteStatus.approved',
      'csv.soldBy',
    ]);
    for await (const quotes of pagesOf((cursor) => pageQuotesMade(contractorId, fromAt, toAt, cursor)))
      yield csvRows(
        quotes
          .filter((quote) => inPeriod(quote.createdAt))
          .map((quote) => [
            quote.quoteNumber,
            dayOf(quote.createdAt),
            t(`quoteStatus.${quote.status}`),
            t(`csv.source.${quote.source}`),
            text(openQuoteContact(keys, quote).customerName),
            materialName(quote.fenceType),
            quote.linearFeet,
            dollars(quote.totalCostCents),
            dayOf(quote.sentAt),
            dayOf(quote.viewedAt),
            dayOf(quote.approvedAt),
            text(nameOf(quote.assignedTo)),
          ]),
      );
    return;
  }

  if (query.kind === 'jobs') {
    yield header([
      'csv.jobNumber',
      'jobs.details.name',
      'createJob.customer',
      'form.status',
      'csv.created',
      'jobStatus.scheduled',
      'jobStatus.completed',
      'csv.total',
      'csv.paid',
      'csv.balance',
      'csv.soldBy',
    ]);
    for await (const jobs of pagesOf((cursor) => pageJobsMade(contractorId, fromAt, toAt, cursor)))
      yield csvRows(
        jobs
          .filter((job) => inPeriod(job.createdAt))
          .map((job) => {
            const customer = openJobContact(keys, job).customerName;
            return [
              job.jobNumber,
              text(jobNameOf(job, customer, language)),
              text(customer),
              t(`jobStatus.${job.status}`),
              dayOf(job.createdAt),
              job.scheduledDate ?? '',
              job.completedDate ?? '',
              dollars(job.totalCents),
              dollars(job.paidCents),
              dollars(job.totalCents - job.paidCents),
              text(nameOf(job.soldBy ?? job.createdByUserId)),
            ];
          }),
      );
    return;
  }

  if (query.kind === 'payments') {
    yield header([
      'jobs.payment.date',
      'csv.recorded',
      'csv.jobNumber',
      'createJob.customer',
      'csv.method',
      'jobs.payment.checkNumber',
      'form.amountDollars',
      'csv.recordedBy',
    ]);
    for await (const page of pagesOf((cursor) => pagePaymentsRecorded(contractorId, fromAt, toAt, cursor))) {
      const payments = page.filter((payment) => inPeriod(payment.recordedAt));
      // The page's jobs in one batch read: their numbers and customers.
      const jobs = new Map(
        (await getJobs(contractorId, [...new Set(payments.map((payment) => payment.jobId))])).map((job) => [
          job.jobId,
          job,
        ]),
      );
      yield csvRows(
        payments.map((payment) => {
          const job = jobs.get(payment.jobId);
          return [
            payment.paymentDate,
            dayOf(payment.recordedAt),
            job?.jobNumber ?? '',
            text(job ? openJobContact(keys, job).customerName : ''),
            t(`paymentMethod.${payment.paymentMethod}`),
            text(payment.checkNumber ?? ''),
            dollars(payment.amountCents),
            text(nameOf(payment.recordedBy)),
          ];
        }),
      );
    }
    return;
  }

  // people: the per-person table of the period's report.
  // The contractor, the team and the customer keys are read already: only the period's rollups are left.
  const period = await readPeriodRollups(contractorId, query.from, query.to, calendar.today);
  const groups = groupsOf(period.items, 'person', names);
  yield header([
    'csv.person',
    'quoteStatus.sent',
    'quoteStatus.approved',
    'quoteStatus.lost',
    'csv.closeRate',
    'csv.won',
    'csv.averageDeal',
    'csv.collected',
    'csv.firstResponse',
  ]);
  yield csvRows(
    groups.map(({ key, label, figures }) => [
      text(label ?? key),
      figures.quotesSent,
      figures.quotesApproved,
      figures.quotesLost,
      figures.closeRate === null ? '' : (figures.closeRate * 100).toFixed(1),
      dollars(figures.wonCents),
      figures.averageDealCents === null ? '' : dollars(figures.averageDealCents),
      dollars(figures.collectedCents),
      figures.averageFirstResponseMinutes ?? '',
    ]),
  );
}

/** The file's name: what it holds and its period. */
export const exportFileName = (query: ReportExportQuery) =>
  `picket-${query.kind}-${query.from}-to-${query.to}.csv`;
