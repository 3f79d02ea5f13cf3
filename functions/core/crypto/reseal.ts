// The reseal migration: copies of a customer's details written before they were sealed (quotes, jobs,
// milestones, notifications, the SMS log, the outbox, approval signatures in the activity log, pending events)
// are sealed where they lie; a job named "Job for <customer>" by the old default loses the copied name (it is
// named when shown, jobNameOf) and so does its calendar event; rate-limit counters keyed by a phone number are
// removed. Idempotent: a sealed value is left as it is, so a second run changes nothing. One of the data
// migrations (../migrations/data-migrations.ts).
import { displayJobNumber } from '#domain/job-number';
import { translate } from '#domain/messages';
import {
  deleteItem,
  type ResealKind,
  rewriteItem,
  type StoredItem,
  scanItems,
} from '#functions/store/reseal';
import { type CustomerKeys, customerKeys } from '../ports/keys/customer-keys';
import { type CopyField, openCopy, outboxContext, resealCopy } from './sealed-copy';

export const resealMigration = 'reseal-customer-copies-v1';

/** Which attributes of each kind hold which copy. */
const copyFields: Partial<Record<ResealKind, Record<string, CopyField>>> = {
  quote: {
    customerName: 'customerName',
    phone: 'customerPhone',
    email: 'customerEmail',
    approvedBy: 'signatureName',
  },
  job: { customerName: 'customerName', customerPhone: 'customerPhone', customerEmail: 'customerEmail' },
  milestone: { customerName: 'customerName' },
  notification: { customerName: 'customerName' },
  smsMessage: {
    recipientPhone: 'customerPhone',
    recipientEmail: 'customerEmail',
    messageContent: 'messageText',
  },
  outboxMessage: { to: 'recipient', subject: 'messageText', body: 'messageText' },
};

/** Rate-limit scopes whose keys were a phone number or its plain hash (now a keyed token). */
const phoneKeyedScopes = new Set(['lead-phone', 'sms-phone']);

export interface ResealReport {
  /** Items rewritten, by kind. */
  sealed: Partial<Record<ResealKind, number>>;
  /** Rate-limit counters removed. */
  removedCounters: number;
  /** Items that changed while the run read them (left for the next run). */
  skipped: number;
}

const contextOf = (kind: ResealKind, item: StoredItem) =>
  kind === 'outboxMessage' ? outboxContext : String(item.contractorId ?? '');

/** The sealed values of an item's clear copies (nothing when all are sealed or empty). */
const sealedChanges = (kind: ResealKind, item: StoredItem, keys: CustomerKeys): StoredItem => {
  const changes: StoredItem = {};
  for (const [attribute, field] of Object.entries(copyFields[kind] ?? {})) {
    const sealed = resealCopy(keys, contextOf(kind, item), field, item[attribute] as string | undefined);
    if (sealed) changes[attribute] = sealed;
  }
  return changes;
};

/** The old default job name, "Job for <customer>", in either language. */
const isCopiedJobName = (name: string, customerName: string) =>
  Boolean(customerName) &&
  (['en', 'es'] as const).some(
    (language) => name === translate('calendar.jobFor', language, { name: customerName }),
  );

const jobChanges = (item: StoredItem, keys: CustomerKeys): StoredItem => {
  const changes = sealedChanges('job', item, keys);
  const customerName = openCopy(keys, String(item.contractorId), 'customerName', item.customerName as string);
  if (isCopiedJobName(String(item.name ?? ''), customerName)) changes.name = '';
  return changes;
};

/** What a job's calendar event should say: the job's label, and the customer name it must not show. */
interface JobEventFacts {
  label: string;
  customerName: string;
}

/** A job's calendar event names the job; an old one named the customer in its title or description. */
const calendarChanges = (item: StoredItem, jobEvents: ReadonlyMap<string, JobEventFacts>): StoredItem => {
  const facts = jobEvents.get(String(item.eventId));
  if (!facts?.customerName) return {};
  const named = [item.title, item.description].some((text) =>
    String(text ?? '').includes(facts.customerName),
  );
  if (!named) return {};
  return { title: facts.label, description: translate('calendar.jobFor', 'en', { name: facts.label }) };
};

/** An activity entry's recorded signature, sealed. */
const activityChanges = (item: StoredItem, keys: CustomerKeys): StoredItem => {
  const data = (item.eventData ?? {}) as Record<string, unknown>;
  let changed = false;
  const sealed: Record<string, unknown> = { ...data };
  for (const name of ['signatureName', 'approvedBy']) {
    const value = resealCopy(
      keys,
      String(item.contractorId),
      'signatureName',
      data[name] as string | undefined,
    );
    if (value) {
      sealed[name] = value;
      changed = true;
    }
  }
  return changed ? { eventData: sealed } : {};
};

/** A pending event's customer name, sealed; the signature it once carried is dropped (the quote has it). */
const pendingChanges = (item: StoredItem, keys: CustomerKeys): StoredItem => {
  const detail = (item.detail ?? {}) as Record<string, unknown>;
  const contractorId = String(detail.contractorId ?? '');
  const name = resealCopy(keys, contractorId, 'customerName', detail.customerName as string | undefined);
  if (!name && detail.approvedBy === undefined) return {};
  const { approvedBy: _dropped, ...rest } = detail;
  return { detail: { ...rest, ...(name ? { customerName: name } : {}) } };
};

const changesOf = (
  kind: ResealKind,
  item: StoredItem,
  keys: CustomerKeys,
  jobEvents: ReadonlyMap<string, JobEventFacts>,
): StoredItem => {
  if (kind === 'job') return jobChanges(item, keys);
  if (kind === 'activityEvent') return activityChanges(item, keys);
  if (kind === 'pendingEvent') return pendingChanges(item, keys);
  if (kind === 'calendarEvent') return calendarChanges(item, jobEvents);
  return sealedChanges(kind, item, keys);
};

const kindsInOrder: ResealKind[] = [
  // Jobs first: their customers' names tell which job calendar events named a customer.
  'job',
  'calendarEvent',
  'quote',
  'milestone',
  'notification',
  'smsMessage',
  'outboxMessage',
  'activityEvent',
  'pendingEvent',
];

/** Seals every clear copy on the table; safe to run again and alongside live traffic. */
export const resealCopies = async (): Promise<ResealReport> => {
  const keys = await customerKeys();
  const report: ResealReport = { sealed: {}, removedCounters: 0, skipped: 0 };
  // Each job's calendar event id → the job's label and customer name, to mend old job events.
  const jobEvents = new Map<string, JobEventFacts>();
  for (const kind of kindsInOrder) {
    let cursor: string | null = null;
    do {
      const page = await scanItems(kind, cursor);
      for (const item of page.items) {
        const changes = changesOf(kind, item, keys, jobEvents);
        if (kind === 'job' && item.calendarEventId) {
          const name = String(changes.name ?? item.name ?? '');
          jobEvents.set(String(item.calendarEventId), {
            label: name || `#${displayJobNumber(String(item.jobNumber))}`,
            customerName: openCopy(
              keys,
              String(item.contractorId),
              'customerName',
              item.customerName as string,
            ),
          });
        }
        if (Object.keys(changes).length === 0) continue;
        if (await rewriteItem(kind, item, changes)) report.sealed[kind] = (report.sealed[kind] ?? 0) + 1;
        else report.skipped += 1;
      }
      cursor = page.cursor;
    } while (cursor);
  }
  let cursor: string | null = null;
  do {
    const page = await scanItems('rateLimit', cursor);
    for (const item of page.items.filter((counter) => phoneKeyedScopes.has(String(counter.scope)))) {
      await deleteItem('rateLimit', item);
      report.removedCounters += 1;
    }
    cursor = page.cursor;
  } while (cursor);
  return report;
};
