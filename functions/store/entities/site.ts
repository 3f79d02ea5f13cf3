// Site-wide items: live counters shown on the public pages and the admin-editable marketing figures.
import { Entity } from 'electrodb';
import { documentClient } from '../client';
import { key } from '../keys';
import { tableName } from '../table';

export const SiteStats = new Entity(
  {
    model: { entity: 'siteStats', version: '1', service: 'picket' },
    attributes: {
      activeContractors: { type: 'number', default: 0 },
      quotesGenerated: { type: 'number', default: 0 },
    },
    indexes: {
      // The one counters item, updated in the transactions that create what it counts.
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
