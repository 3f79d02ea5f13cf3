// Site-wide items: live counters shown on the public pages and the admin-editable marketing figures.
import { Entity } from 'electrodb';
import { documentClient } from '../client';
import { key } from '../keys';
import { tableName } from '../table';

/** The public counters: each is the sum of its shards (plus the legacy singleton's frozen value). */
export const siteCounterNames = ['activeContractors', 'quotesGenerated'] as const;
export type SiteCounterName = (typeof siteCounterNames)[number];

/**
 * Shards per counter. Every lead and sign-up adds 1 to one shard picked at random, so writes spread over
 * this many items instead of queueing on one (a single item takes about 1,000 writes a second), and a
 * read sums them all with one Query.
 */
export const siteCounterShards = 10;

/**
 * One shard of one public counter. It has no defaults on purpose: an upsert that ADDs to `value` writes
 * nothing else, so moving one counter can never reset another (the bug of the old singleton item, whose
 * upsert wrote the other counter's default 0).
 */
export const SiteCounterShard = new Entity(
  {
    model: { entity: 'siteCounterShard', version: '1', service: 'picket' },
    attributes: {
      counter: { type: siteCounterNames, required: true, readOnly: true },
      shard: { type: 'number', required: true, readOnly: true },
      value: { type: 'number' },
    },
    indexes: {
      // Every shard of every counter sits in the site partition, read back with one Query.
      shards: { pk: key('pk', [], 'SITE'), sk: key('sk', ['counter', 'shard'], 'STATS#${counter}#${shard}') },
    },
  },
  { client: documentClient, table: tableName() },
);

/**
 * The counters item written before sharding. Nothing writes it any more; its values (as they stood)
 * are added to the shards' sums so the public figures do not drop.
 */
export const LegacySiteStats = new Entity(
  {
    model: { entity: 'siteStats', version: '1', service: 'picket' },
    attributes: {
      activeContractors: { type: 'number' },
      quotesGenerated: { type: 'number' },
    },
    indexes: {
      singleton: { pk: key('pk', [], 'SITE'), sk: key('sk', [], 'STATS') },
    },
  },
  { client: documentClient, table: tableName() },
);

export const SiteContentItem = new Entity(
  {
    model: { entity: 'siteContent', version: '1', service: 'picket' },
    attributes: {
      averageRating: { type: 'string', default: '' },
      financingApproved: { type: 'string', default: '' },
      updatedByUserId: { type: 'string' },
      updatedAt: { type: 'string' },
    },
    indexes: {
      // The one site-content item.
      singleton: { pk: key('pk', [], 'SITE'), sk: key('sk', [], 'CONTENT') },
    },
  },
  { client: documentClient, table: tableName() },
);
