// The contractor's rollups (entities/rollup.ts): an event's increments to its buckets, made once, and a
// period's rollups read by day.
import { createWriteTransaction, type EntityItem } from 'electrodb';
import { cancellationCodes } from './conditional-failure';
import { Rollup, RollupApplied } from './entities/rollup';

export type RollupItem = EntityItem<typeof Rollup>;
export type RollupCounts = Partial<
  Pick<
    RollupItem,
    | 'quotesSent'
    | 'quotesApproved'
    | 'quotesLost'
    | 'quotesDeclined'
    | 'approvedCents'
    | 'approveSeconds'
    | 'paymentsReceived'
    | 'paymentsCents'
  >
>;

/** How long an event is remembered as counted: far past any redelivery or republish. */
const appliedForSeconds = 30 * 24 * 60 * 60;

/**
 * Adds `counts` to each bucket of `day`, and marks the event counted, in one transaction: 'applied', or
 * 'already' when the event was counted before (the marker's condition failed; nothing changed).
 */
export const applyRollupOnce = async (
  contractorId: string,
  eventId: string,
  day: string,
  buckets: readonly string[],
  counts: RollupCounts,
): Promise<'applied' | 'already'> => {
  const { canceled, data } = await createWriteTransaction(
    { rollup: Rollup, applied: RollupApplied },
    (items) => [
      items.applied
        .create({ contractorId, eventId, expiresAt: Math.floor(Date.now() / 1000) + appliedForSeconds })
        .commit(),
      ...buckets.map((bucket) => items.rollup.upsert({ contractorId, day, bucket }).add(counts).commit()),
    ],
  ).go();
  if (!canceled) return 'applied';
  if (data[0]?.rejected) return 'already';
  throw new Error(`Rollup transaction canceled: ${cancellationCodes(data)}`);
};

// A contractor's rollups from `from` to `to` (days, inclusive), every bucket.
export const listRollups = async (contractorId: string, from: string, to: string): Promise<RollupItem[]> =>
  (
    await Rollup.query
      .byDay({ contractorId })
      .between({ day: from }, { day: to, bucket: '~' })
      .go({ pages: 'all' })
  ).data;
