// Follow-ups (entities/follow-up.ts): a contractor's sequence; a step's clock started once per quote (the mark
// and its queue entry in one transaction); the scheduled run's due list; and each step claimed before it is
// sent, or cancelled, or put off — each one transaction of the mark and its queue entry.
import { createWriteTransaction, type EntityItem } from 'electrodb';
import { canceledByConflict, cancellationCodes } from './conditional-failure';
import { FollowUpDue, FollowUpMark, FollowUpSequence, type StoredFollowUpStep } from './entities/follow-up';

export type { StoredFollowUpStep };
export type FollowUpSequenceItem = EntityItem<typeof FollowUpSequence>;
export type FollowUpMarkItem = EntityItem<typeof FollowUpMark>;
export type FollowUpDueItem = EntityItem<typeof FollowUpDue>;

/** The due list is split so no one partition takes every write. */
const dueShards = 4;

const shardOf = (quoteId: string): string => {
  let hash = 0;
  for (const char of quoteId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return String(hash % dueShards);
};

export const getFollowUpSequence = async (contractorId: string): Promise<FollowUpSequenceItem | null> =>
  (await FollowUpSequence.get({ contractorId }).go()).data;

export const saveFollowUpSequence = async (
  contractorId: string,
  sequence: { enabled: boolean; steps: StoredFollowUpStep[] },
): Promise<void> => {
  await FollowUpSequence.put({ contractorId, ...sequence }).go();
};

export interface FollowUpStart {
  contractorId: string;
  quoteId: string;
  stepId: string;
  trigger: string;
  channel: StoredFollowUpStep['channel'];
  dueAt: string;
}

/** Starts a step's clock for a quote; false when it was started before (the mark exists). */
export const scheduleFollowUp = async (start: FollowUpStart): Promise<boolean> => {
  const { canceled, data } = await createWriteTransaction(
    { mark: FollowUpMark, due: FollowUpDue },
    ({ mark, due }) => [
      mark
        .create({
          contractorId: start.contractorId,
          quoteId: start.quoteId,
          stepId: start.stepId,
          trigger: start.trigger,
          status: 'scheduled',
          dueAt: start.dueAt,
        })
        .commit(),
      due.put({ ...start, shard: shardOf(start.quoteId) }).commit(),
    ],
  ).go();
  if (!canceled) return true;
  if (data[0]?.code === 'ConditionalCheckFailed') return false;
  throw new Error(`Follow-up not scheduled: ${cancellationCodes(data)}`);
};

/** Every step due before `now`, across the shards, soonest first (at most `limit` per shard). */
export const listDueFollowUps = async (now: string, limit = 200): Promise<FollowUpDueItem[]> => {
  const shards = Array.from({ length: dueShards }, (_, shard) => String(shard));
  const pages = await Promise.all(
    shards.map((shard) => FollowUpDue.query.byDueTime({ shard }).lt({ dueAt: now }).go({ limit })),
  );
  return pages.flatMap((page) => page.data).sort((a, b) => a.dueAt.localeCompare(b.dueAt));
};

export const getFollowUpMark = async (
  contractorId: string,
  quoteId: string,
  stepId: string,
): Promise<FollowUpMarkItem | null> => (await FollowUpMark.get({ contractorId, quoteId, stepId }).go()).data;

export const listFollowUpMarksOfQuote = async (contractorId: string, quoteId: string) =>
  (await FollowUpMark.query.byQuote({ contractorId, quoteId }).go()).data;

const markKey = (due: FollowUpDueItem) => ({
  contractorId: due.contractorId,
  quoteId: due.quoteId,
  stepId: due.stepId,
});

type Outcome = 'done' | 'lost';

/** The mark moves from `scheduled` (at this due time) and the queue entry goes, in one transaction. */
const moveScheduled = async (
  due: FollowUpDueItem,
  changes: Partial<FollowUpMarkItem>,
  next?: FollowUpDueItem,
): Promise<Outcome> => {
  const { canceled, data } = await createWriteTransaction(
    { mark: FollowUpMark, queue: FollowUpDue },
    ({ mark, queue }) => [
      mark
        .patch(markKey(due))
        .set(changes)
        .where(
          (attributes, { eq }) =>
            `${eq(attributes.status, 'scheduled')} AND ${eq(attributes.dueAt, due.dueAt)}`,
        )
        .commit(),
      queue
        .delete({
          shard: due.shard,
          dueAt: due.dueAt,
          contractorId: due.contractorId,
          quoteId: due.quoteId,
          stepId: due.stepId,
        })
        .commit(),
      ...(next ? [queue.put(next).commit()] : []),
    ],
  ).go();
  if (!canceled) return 'done';
  // Another run claimed it, or it was moved meanwhile: that run's outcome stands.
  if (canceledByConflict(data)) return 'lost';
  throw new Error(`Follow-up not moved: ${cancellationCodes(data)}`);
};

/** Claims the step before anything is sent: only one run ever gets 'done'. */
export const claimFollowUp = (due: FollowUpDueItem, at: string) =>
  moveScheduled(due, { status: 'sending', claimedAt: at });

/** The step will not be sent (the customer answered, opted out, has no email…). */
export const cancelFollowUp = (due: FollowUpDueItem, reason: string) =>
  moveScheduled(due, { status: 'cancelled', reason });

/** Puts the step off to `dueAt` (quiet hours). */
export const deferFollowUp = (due: FollowUpDueItem, dueAt: string) =>
  moveScheduled(due, { dueAt }, { ...due, dueAt });

/** After the claim: sent, or why not. */
export const finishFollowUp = async (
  due: FollowUpDueItem,
  outcome: { status: 'sent'; sentAt: string } | { status: 'cancelled'; reason: string },
): Promise<void> => {
  await FollowUpMark.patch(markKey(due)).set(outcome).go();
};
