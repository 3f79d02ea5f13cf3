// A customer's timeline (their page): everything that happened with them, by the customer's id, newest first —
// quotes, jobs, calendar events (visits), payments, the texts and emails sent to them, and the progress notes
// of their jobs — with what they have paid and still owe. A bounded number of reads whatever the customer's
// history: the customer, then in parallel one page each of their quotes, jobs, payments and messages (gsi3)
// and events (gsi2); notes come with the jobs.
import type { TimelineEntry } from '#domain/contract/customers';
import type { Language } from '#domain/messages';
import { listCustomerEvents } from '#functions/store/calendar';
import {
  type JobItem,
  listCustomerJobs,
  listCustomerPayments,
  type PaymentItem,
} from '#functions/store/jobs';
import { listCustomerQuotes, type QuoteItem } from '#functions/store/quotes';
import { listCustomerMessages, type SmsMessageItem } from '#functions/store/sharing';
import { openCopy } from '../crypto/sealed-copy';
import { jobNameOf } from '../jobs/present-job';
import { type CustomerKeys, customerKeys } from '../ports/keys/customer-keys';
import { openCustomer } from './customer-record';
import { loadCustomer } from './save-customer';

export type { TimelineEntry };

/** Entries per kind read; the page shows the newest of them all. */
const perKind = 50;

const entry = (facts: Partial<TimelineEntry> & Pick<TimelineEntry, 'kind' | 'id' | 'at'>): TimelineEntry => ({
  number: null,
  title: '',
  status: '',
  amount: null,
  eventType: null,
  channel: null,
  jobId: null,
  quoteId: null,
  ...facts,
});

const quoteEntry = (quote: QuoteItem) =>
  entry({
    kind: 'quote',
    id: quote.quoteId,
    at: quote.createdAt,
    number: String(quote.quoteNumber),
    status: quote.status,
    amount: quote.totalCostCents / 100,
    quoteId: quote.quoteId,
  });

const jobEntry = (job: JobItem, customerName: string, language: Language) =>
  entry({
    kind: 'job',
    id: job.jobId,
    at: job.createdAt,
    number: job.jobNumber,
    title: jobNameOf(job, customerName, language),
    status: job.status,
    amount: job.totalCents / 100,
    jobId: job.jobId,
  });

/** A job's progress notes, each an entry of its own. */
const noteEntries = (job: JobItem) =>
  (job.progressNotes ?? []).map((note) =>
    entry({
      kind: 'note',
      id: note.id,
      at: note.timestamp,
      number: job.jobNumber,
      title: note.note,
      status: note.author,
      jobId: job.jobId,
    }),
  );

const paymentEntry = (payment: PaymentItem, jobNumbers: ReadonlyMap<string, string>) =>
  entry({
    kind: 'payment',
    id: payment.paymentId,
    at: payment.recordedAt,
    number: jobNumbers.get(payment.jobId) ?? null,
    status: payment.paymentMethod,
    amount: payment.amountCents / 100,
    jobId: payment.jobId,
  });

const messageEntry = (message: SmsMessageItem, keys: CustomerKeys) =>
  entry({
    kind: 'message',
    id: message.messageId,
    at: message.createdAt,
    title: openCopy(keys, message.contractorId, 'messageText', message.messageContent),
    status: message.status,
    channel: message.channel ?? 'sms',
    jobId: message.jobId ?? null,
    quoteId: message.purpose === 'quote' ? message.subjectId : null,
  });

export const customerTimeline = async (contractorId: string, homeownerId: string, language: Language) => {
  const customer = await loadCustomer(contractorId, homeownerId);
  const keys = await customerKeys();
  const opened = openCustomer(customer, keys);
  const customerName = `${opened.firstName} ${opened.lastName}`.trim();
  const [quotes, jobs, events, payments, messages] = await Promise.all([
    listCustomerQuotes(contractorId, customer.homeownerId, { limit: perKind }),
    listCustomerJobs(contractorId, customer.homeownerId, perKind),
    listCustomerEvents(contractorId, customer.homeownerId, perKind),
    listCustomerPayments(contractorId, customer.homeownerId, perKind),
    listCustomerMessages(contractorId, customer.homeownerId, perKind),
  ]);
  const jobNumbers = new Map(jobs.map((job) => [job.jobId, job.jobNumber]));
  const entries: TimelineEntry[] = [
    ...quotes.quotes.map(quoteEntry),
    ...jobs.map((job) => jobEntry(job, customerName, language)),
    ...jobs.flatMap(noteEntries),
    // A job's own calendar day is the job: only other events (visits, follow-ups) are listed apart.
    ...events
      .filter((event) => event.eventType !== 'job')
      .map((event) =>
        entry({
          kind: 'event',
          id: event.eventId,
          at: event.startDate,
          title: event.title,
          status: event.status,
          eventType: event.eventType,
        }),
      ),
    ...payments.map((payment) => paymentEntry(payment, jobNumbers)),
    ...messages.map((message) => messageEntry(message, keys)),
  ].sort((a, b) => b.at.localeCompare(a.at));
  const active = jobs.filter((job) => job.status !== 'cancelled');
  return {
    entries: entries.slice(0, perKind),
    /** Everything received from this customer (their jobs' payments). */
    lifetimeValue: jobs.reduce((sum, job) => sum + job.paidCents, 0) / 100,
    /** What their jobs still have to be paid, cancelled jobs aside. */
    balanceOwed: active.reduce((sum, job) => sum + Math.max(0, job.totalCents - job.paidCents), 0) / 100,
  };
};
