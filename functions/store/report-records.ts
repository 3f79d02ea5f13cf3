// The records behind the reports, read a page at a time through the date indexes (never a Scan): a period's
// quotes and jobs by when they were made, its payments by when they were recorded — what the CSV exports
// stream and what rebuilding a contractor's rollups walks.
import type { EntityItem } from 'electrodb';
import { Job } from './entities/job';
import { Payment } from './entities/payment';
import { Quote } from './entities/quote';

export type PaymentItem = EntityItem<typeof Payment>;

/** One page of records and where the next begins (null after the last). */
export interface RecordPage<Item> {
  items: Item[];
  cursor: string | null;
}

const pageSize = 200;

/** A contractor's quotes made from `fromAt` to before `toAt` (ISO instants), oldest first. */
export const pageQuotesMade = async (
  contractorId: string,
  fromAt: string,
  toAt: string,
  cursor: string | null,
): Promise<RecordPage<EntityItem<typeof Quote>>> => {
  const { data, cursor: next } = await Quote.query
    .byCreated({ contractorId })
    .between({ createdAt: fromAt }, { createdAt: toAt })
    .go({ cursor, limit: pageSize });
  return { items: data, cursor: next };
};

/** A contractor's jobs made from `fromAt` to before `toAt`, oldest first. */
export const pageJobsMade = async (
  contractorId: string,
  fromAt: string,
  toAt: string,
  cursor: string | null,
): Promise<RecordPage<EntityItem<typeof Job>>> => {
  const { data, cursor: next } = await Job.query
    .byCreated({ contractorId })
    .between({ createdAt: fromAt }, { createdAt: toAt })
    .go({ cursor, limit: pageSize });
  return { items: data, cursor: next };
};

/** A contractor's payments recorded from `fromAt` to before `toAt`, oldest first. */
export const pagePaymentsRecorded = async (
  contractorId: string,
  fromAt: string,
  toAt: string,
  cursor: string | null,
): Promise<RecordPage<PaymentItem>> => {
  const { data, cursor: next } = await Payment.query
    .byRecorded({ contractorId })
    .between({ recordedAt: fromAt }, { recordedAt: toAt })
    .go({ cursor, limit: pageSize });
  return { items: data, cursor: next };
};

/**
 * Payments written again as they are, so they get the keys of the date index payments recorded before it
 * lacked (the rollups migration; idempotent).
 */
export const rewritePayments = async (payments: readonly PaymentItem[]): Promise<void> => {
  if (payments.length > 0) await Payment.put([...payments]).go();
};

/** Every page of a paged read, in order. */
export async function* pagesOf<Item>(read: (cursor: string | null) => Promise<RecordPage<Item>>) {
  let cursor: string | null = null;
  do {
    const page: RecordPage<Item> = await read(cursor);
    yield page.items;
    cursor = page.cursor;
  } while (cursor);
}
