// The admin-editable marketing figures (the public pages' live counts are the platform's rollups).
import { Entity } from 'electrodb';
import { documentClient } from '../client';
import { key } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const SiteContentItem = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'siteContent', version: '1', service: 'picket' },
        attributes: {
          averageRating: { type: 'string', default: '' },
          financingApproved: { type: 'string', default: '' },
          /** Where each figure comes from (required with the figure). */
          averageRatingSource: { type: 'string', default: '' },
          financingApprovedSource: { type: 'string', default: '' },
          updatedByUserId: { type: 'string' },
          updatedAt: { type: 'string' },
        },
        indexes: {
          // The one site-content item.
          singleton: { pk: key('pk', [], 'SITE'), sk: key('sk', [], 'CONTENT') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
