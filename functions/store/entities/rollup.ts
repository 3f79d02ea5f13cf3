// Rollup: a contractor's figures for one day or one month (in the business's time zone) and one bucket — the
// whole business (`all`), one person (`person#<userId>`), one lead source (`source#<source>`), one fence
// material (`material#<id>`) — kept by the event consumers (functions/core/rollups/) so the dashboard and
// reports read a few items, never the records. Every event adds to its day's item and its month's: a year's
// report reads twelve months of items, not 365 days. RollupApplied marks an event as counted: written in the
// same transaction as its increments, on the condition that it is not there yet, so a redelivered event
// counts once. `expiresAt` (epoch seconds) is its TTL, well past any redelivery; DynamoDB Local never
// expires items.
import { Entity } from 'electrodb';
import { documentClient } from '../client';
import { key, tenantPartition } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

/**
 * A counter, only ever added to (DynamoDB ADD starts a missing one at 0). No default: an upsert would write
 * the default over the other counters of the item; readers take a missing counter as 0.
 */
const count = { type: 'number' } as const;

/** The counters a rollup keeps (functions/core/rollups/rollup-facts.ts says what adds to each). */
export const rollupCounters = [
  'quotesCreated',
  'leadsCreated',
  'quotesSent',
  'quotesViewed',
  'quotesApproved',
  'quotesLost',
  'quotesDeclined',
  'approvedCents',
  'approveSeconds',
  'leadsAnswered',
  'answerSeconds',
  'jobsCreated',
  'quotesConverted',
  'jobsCompleted',
  'jobsCancelled',
  'jobsPaid',
  'paymentsReceived',
  'paymentsCents',
  'depositsReceived',
  'depositSeconds',
] as const;
export type RollupCounter = (typeof rollupCounters)[number];

/** `D`: a day (`period` YYYY-MM-DD); `M`: a month (`period` YYYY-MM). */
export const rollupSpans = ['D', 'M'] as const;
export type RollupSpan = (typeof rollupSpans)[number];

export const Rollup = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'rollup', version: '2', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          span: { type: rollupSpans, required: true, readOnly: true },
          /** YYYY-MM-DD (a day) or YYYY-MM (a month) in the contractor's time zone. */
          period: { type: 'string', required: true, readOnly: true },
          /** `all`, `person#<userId>`, `source#<contractor|homeowner>` or `material#<id>`. */
          bucket: { type: 'string', required: true, readOnly: true },
          ...(Object.fromEntries(rollupCounters.map((name) => [name, count])) as Record<
            RollupCounter,
            typeof count
          >),
        },
        indexes: {
          // A contractor's rollups by span and period: a run of days or months is one range of sort keys, every
          // bucket of each.
          byPeriod: {
            pk: tenantPartition(),
            sk: key('sk', ['span', 'period', 'bucket'], 'ROLLUP#${span}#${period}#${bucket}'),
          },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);

/**
 * Shards of a platform month: every event a contractor's rollups count also adds to one shard, picked at
 * random, of the platform's month (writes spread over this many items instead of queueing on one).
 */
export const platformRollupShards = 10;

/**
 * The platform's figures for one month: the sum of every contractor's rollups (added by the same transaction
 * as theirs) and the contractors who joined (added by the sign-up's own transaction). The public pages and the
 * admin's platform figures read these: one Query of every month's shards.
 */
export const PlatformRollup = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'platformRollup', version: '1', service: 'picket' },
        attributes: {
          /** YYYY-MM. */
          month: { type: 'string', required: true, readOnly: true },
          shard: { type: 'number', required: true, readOnly: true },
          ...(Object.fromEntries(rollupCounters.map((name) => [name, count])) as Record<
            RollupCounter,
            typeof count
          >),
          contractorsJoined: count,
        },
        indexes: {
          byMonth: {
            pk: key('pk', [], 'PLATFORM'),
            sk: key('sk', ['month', 'shard'], 'ROLLUP#M#${month}#${shard}'),
          },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);

export const RollupApplied = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'rollupApplied', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          eventId: { type: 'string', required: true, readOnly: true },
          expiresAt: { type: 'number', required: true, readOnly: true },
        },
        indexes: {
          byEvent: { pk: tenantPartition(), sk: key('sk', ['eventId'], 'ROLLUPAPPLIED#${eventId}') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
