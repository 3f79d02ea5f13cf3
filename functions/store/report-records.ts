// The records behind the reports, read a page at a time through the date indexes (never a Scan): a period's
// quotes and jobs by when they were made, its payments by when they were recorded — what the CSV exports
// stream and what rebuilding a contractor's rollups walks. The two Scans at the end serve the rollups
// migration only (an operator's one-off run, like store/reseal.ts), never a request.
import type { EntityItem } from 'electrodb';
import { contractorDefaults } from '#domain/contractor-defaults';
import { Contractor } from './entities/contractor';
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

/** Every contractor's id, time zone and joining time, a page at a time (the rollups migration: a Scan, never
 * in a request). */
export const scanContractors = async (
  cursor: string | null,
): Promise<RecordPage<{ contractorId: string; timezone: string; createdAt: string }>> => {
  const { data, cursor: next } = await Contractor.scan.go({
    cursor,
    limit: pageSize,
    attributes: ['contractorId', 'timezone', 'createdAt'],
  });
  return {
    items: data.map((item) => ({
      contractorId: item.contractorId,
      timezone: item.timezone ?? contractorDefaults.timezone,
      createdAt: item.createdAt,
    })),
    cursor: next,
  };
};

/**
 * Every payment, a page at a time, written again as it is so it gets the keys of the date index payments
 * recorded before it lacked (the rollups migration: a Scan, never in a request). Idempotent.
 */
export const reindexPayments = async (cursor: string | null): Promise<RecordPage<string>> => {
  const { data, cursor: next } = await Payment.scan.go({ cursor, limit: pageSize });
  if (data.length > 0) await Payment.put(data).go();
  return { items: data.map((item) => item.paymentId), cursor: next };
};
