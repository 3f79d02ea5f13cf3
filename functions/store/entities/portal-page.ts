// A contractor's public page (`/c/{slug}`): PortalPage holds what the owner chose (its address, whether it is
// published, the about text and which parts of the profile it shows), one item per contractor; PortalSlug
// claims an address for one contractor — `SLUG#<slug>` exists at most once, so two businesses can never hold
// the same address, even when they ask at the same moment. A changed address keeps its old claim (`current`
// false), so old links and printed QR codes still lead to the page.
import { CustomAttributeType, Entity } from 'electrodb';
import { creationTime, lastWriteTime } from '../attributes';
import { documentClient } from '../client';
import { key, tenantPartition } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export interface StoredPortalShow {
  license: boolean;
  insurance: boolean;
  serviceAreas: boolean;
  testimonials: boolean;
  faqs: boolean;
}

export const PortalPage = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'portalPage', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          slug: { type: 'string', required: true },
          published: { type: 'boolean', required: true },
          about: { type: CustomAttributeType<{ en: string; es: string }>('any'), required: true },
          show: { type: CustomAttributeType<StoredPortalShow>('any'), required: true },
          /** Addresses the page had before, newest first: each still claims its address for this contractor. */
          previousSlugs: { type: 'list', items: { type: 'string' }, default: () => [] },
          createdAt: creationTime,
          updatedAt: lastWriteTime,
        },
        indexes: {
          byContractor: { pk: tenantPartition(), sk: key('sk', [], 'PORTAL') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);

export const PortalSlug = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'portalSlug', version: '1', service: 'picket' },
        attributes: {
          slug: { type: 'string', required: true, readOnly: true },
          contractorId: { type: 'string', required: true },
          claimedAt: { type: 'string', required: true, default: () => new Date().toISOString() },
        },
        indexes: {
          bySlug: { pk: key('pk', ['slug'], 'SLUG#${slug}'), sk: key('sk', [], 'SLUG') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
