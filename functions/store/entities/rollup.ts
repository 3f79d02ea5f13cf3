// Rollup: a contractor's figures for one day (in the business's time zone) and one bucket — the whole
// business (`all`), one person (`person#<userId>`), one lead source (`source#<source>`) — kept by the event
// consumers (functions/core/rollups/) so dashboards and reports read a few items, never the records.
// RollupApplied marks an event as counted: written in the same transaction as its increments, on the
// condition that it is not there yet, so a redelivered event counts once. `expiresAt` (epoch seconds) is its
// TTL, well past any redelivery; DynamoDB Local never expires items.
import { Entity } from 'electrodb';
import { documentClient } from '../client';
import { key, tenantPartition } from '../keys';
import { tableName } from '../table';

/**
 * A counter, only ever added to (DynamoDB ADD starts a missing one at 0). No default: an upsert would write
 * the default over the other counters of the item; readers take a missing counter as 0.
 */
const count = { type: 'number' } as const;

export const Rollup = new Entity(
  {
    model: { entity: 'rollup', version: '1', service: 'picket' },
    attributes: {
      contractorId: { type: 'string', required: true, readOnly: true },
      /** YYYY-MM-DD in the contractor's time zone. */
      day: { type: 'string', required: true, readOnly: true },
      /** `all`, `person#<userId>` or `source#<contractor|homeowner>`. */
      bucket: { type: 'string', required: true, readOnly: true },
      quotesSent: count,
      quotesApproved: count,
      /** Lost: the contractor closed it, or (declined) the customer turned it down. */
      quotesLost: count,
      quotesDeclined: count,
      approvedCents: count,
      /** Seconds from a quote's creation to its approval, summed (divide by quotesApproved). */
      approveSeconds: count,
      paymentsReceived: count,
      paymentsCents: count,
    },
    indexes: {
      // A contractor's rollups by day: a period is one range of sort keys, every bucket of each day in it.
      byDay: { pk: tenantPartition(), sk: key('sk', ['day', 'bucket'], 'ROLLUP#${day}#${bucket}') },
    },
  },
  { client: documentClient, table: tableName() },
);

export const RollupApplied = new Entity(
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
);
