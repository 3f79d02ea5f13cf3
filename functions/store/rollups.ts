// The contractor's rollups (entities/rollup.ts): an event's increments to its buckets' day and month, made
// once; a run of days or months read back; and a contractor's whole set replaced by a rebuild.
import { createWriteTransaction, type EntityItem } from 'electrodb';
import { cancellationCodes } from './conditional-failure';
import {
  PlatformRollup,
  platformRollupShards,
  Rollup,
  RollupApplied,
  type RollupCounter,
  type RollupSpan,
} from './entities/rollup';

export type RollupItem = EntityItem<typeof Rollup>;
export type PlatformRollupItem = EntityItem<typeof PlatformRollup>;
export type RollupCounts = Partial<Record<RollupCounter, number>>;
export { type RollupCounter, type RollupSpan, rollupCounters } from './entities/rollup';

/** How long an event is remembered as counted: far past any redelivery or republish. */
const appliedForSeconds = 30 * 24 * 60 * 60;

/** The key of a random shard of a platform month, for a transaction to ADD to. */
export const anyPlatformShard = (month: string) => ({
  month,
  shard: Math.floor(Math.random() * platformRollupShards),
});

/**
 * Adds `counts` to each bucket of `day` and of its month, and to the platform's month, and marks the event
 * counted, in one transaction:
 * 'applied', or 'already' when the event was counted before (the marker's condition failed; nothing changed).
 */
export const applyRollupOnce = async (
  contractorId: string,
  eventId: string,
  day: string,
  buckets: readonly string[],
  counts: RollupCounts,
): Promise<'applied' | 'already'> => {
  const month = day.slice(0, 7);
  const { canceled, data } = await createWriteTransaction(
    { rollup: Rollup, applied: RollupApplied, platform: PlatformRollup },
    (items) => [
      items.applied
        .create({ contractorId, eventId, expiresAt: Math.floor(Date.now() / 1000) + appliedForSeconds })
        .commit(),
      ...buckets.flatMap((bucket) => [
        items.rollup.upsert({ contractorId, span: 'D', period: day, bucket }).add(counts).commit(),
        items.rollup.upsert({ contractorId, span: 'M', period: month, bucket }).add(counts).commit(),
      ]),
      items.platform.upsert(anyPlatformShard(month)).add(counts).commit(),
    ],
  ).go();
  if (!canceled) return 'applied';
  if (data[0]?.rejected) return 'already';
  throw new Error(`Rollup transaction canceled: ${cancellationCodes(data)}`);
};

/** A contractor's rollups of one span from period `from` to `to` (inclusive), every bucket: one Query. */
export const listRollups = async (
  contractorId: string,
  span: RollupSpan,
  from: string,
  to: string,
): Promise<RollupItem[]> =>
  (
    await Rollup.query
      .byPeriod({ contractorId })
      .between({ span, period: from }, { span, period: to, bucket: '~' })
      .go({ pages: 'all' })
  ).data;

/**
 * Puts `items` in place of every rollup the contractor has (a rebuild from the records). Not one transaction
 * (a contractor's rollups outgrow one): the old items go first, then the new are written.
 */
export const replaceRollups = async (contractorId: string, items: readonly RollupItem[]): Promise<void> => {
  const existing = (
    await Rollup.query
      .byPeriod({ contractorId })
      .go({ pages: 'all', attributes: ['span', 'period', 'bucket'] })
  ).data;
  if (existing.length > 0) await Rollup.delete(existing.map((item) => ({ contractorId, ...item }))).go();
  if (items.length > 0) await Rollup.put([...items]).go();
};

/** Every month of the platform's figures, every shard: one Query (ten small items a month). */
export const listPlatformRollups = async (): Promise<PlatformRollupItem[]> =>
  (await PlatformRollup.query.byMonth({}).go({ pages: 'all' })).data;

/** Puts `items` in place of the platform's figures (the rollups migration's sums of every contractor's). */
export const replacePlatformRollups = async (items: readonly PlatformRollupItem[]): Promise<void> => {
  const existing = await listPlatformRollups();
  if (existing.length > 0)
    await PlatformRollup.delete(existing.map(({ month, shard }) => ({ month, shard }))).go();
  if (items.length > 0) await PlatformRollup.put([...items]).go();
};
