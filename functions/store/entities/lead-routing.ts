// The counters lead routing claims with one atomic write each (functions/core/leads/route-lead.ts):
// LeadTurn — whose turn it is in a round robin: one per rule (`RULE#<ruleId>`) and one per ZIP for the
// default round robin when no rule applies (`ZIP#<zip>`); an ADD that returns the new value, so concurrent
// leads get distinct turns. LeadDayCount — how many leads a contractor got on a day of their own calendar;
// a capacity rule claims a place with an ADD conditioned on the count being under its cap. Kept 3 days.
import { Entity } from 'electrodb';
import { documentClient } from '../client';
import { key, tenantPartition } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const LeadTurn = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'leadTurn', version: '1', service: 'picket' },
        attributes: {
          /** `RULE#<ruleId>` or `ZIP#<zip>`. */
          scope: { type: 'string', required: true, readOnly: true },
          turn: { type: 'number', default: 0 },
        },
        indexes: {
          // The turn counter of one rule or ZIP.
          byScope: { pk: key('pk', ['scope'], 'LEADTURN#${scope}'), sk: key('sk', [], 'TURN') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);

export const LeadDayCount = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'leadDayCount', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          /** YYYY-MM-DD in the contractor's time zone. */
          day: { type: 'string', required: true, readOnly: true },
          count: { type: 'number', default: 0 },
          /** Epoch seconds; TTL. */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          // One contractor's leads of one day.
          byDay: { pk: tenantPartition(), sk: key('sk', ['day'], 'LEADDAY#${day}') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
