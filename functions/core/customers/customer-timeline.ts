// A customer's timeline (their page): their quotes, jobs and calendar events (visits, job days) by the
// customer's id, newest first, with what they have paid and still owe. Four reads whatever the customer's
// history: the customer, and one page each of their quotes and jobs (gsi3) and events (gsi2).

import type { Language } from '#domain/messages';
import { listCustomerEvents } from '#functions/store/calendar';
import { listCustomerJobs } from '#functions/store/jobs';
import { listCustomerQuotes } from '#functions/store/quotes';
import { jobNameOf } from '../jobs/present-job';
import { customerKeys } from '../ports/keys/customer-keys';
import { openCustomer } from './customer-record';
import { loadCustomer } from './save-customer';

/** Entries per kind read; the page shows the newest of them all. */
const perKind = 50;

export interface TimelineEntry {
  kind: 'quote' | 'job' | 'event';
  id: string;
  /** When it happened or happens (a visit's date; a quote's or job's creation). */
  at: string;
  /** Quote or job number ("12", "JOB-0005"), or null for events. */
  number: string | null;
  /** A job's name, an event's title; '' for quotes. */
  title: string;
  status: string;
  /** Dollars: a quote's or job's total; null for events. */
  amount: number | null;
  /** A calendar event's type (quote visit, job…); null otherwise. */
  eventType: string | null;
}

export const customerTimeline = async (contractorId: string, homeownerId: string, language: Language) => {
  const customer = await loadCustomer(contractorId, homeownerId);
  const opened = openCustomer(customer, await customerKeys());
  const customerName = `${opened.firstName} ${opened.lastName}`.trim();
  const [quotes, jobs, events] = await Promise.all([
    listCustomerQuotes(contractorId, customer.homeownerId, { limit: perKind }),
    listCustomerJobs(contractorId, customer.homeownerId, perKind),
    listCustomerEvents(contractorId, customer.homeownerId, perKind),
  ]);
  const entries: TimelineEntry[] = [
    ...quotes.quotes.map((quote) => ({
      kind: 'quote' as const,
      id: quote.quoteId,
      at: quote.createdAt,
      number: String(quote.quoteNumber),
      title: '',
      status: quote.status,
      amount: quote.totalCostCents / 100,
      eventType: null,
    })),
    ...jobs.map((job) => ({
      kind: 'job' as const,
      id: job.jobId,
      at: job.createdAt,
      number: job.jobNumber,
      title: jobNameOf(job, customerName, language),
      status: job.status,
      amount: job.totalCents / 100,
      eventType: null,
    })),
    // A job's own calendar day is the job: only other events (visits, follow-ups) are listed apart.
    ...events
      .filter((event) => event.eventType !== 'job')
      .map((event) => ({
        kind: 'event' as const,
        id: event.eventId,
        at: event.startDate,
        number: null,
        title: event.title,
        status: event.status,
        amount: null,
        eventType: event.eventType,
      })),
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
