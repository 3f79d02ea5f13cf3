// SystemSettings: the platform's one settings item (SPEC §3 "System settings", id 1) — the warehouse address,
// and the shipping and tax settings a new contractor starts with — with who saved it last and when. Absent
// until an administrator first saves it (sign-up then uses the SPEC §9 defaults).
import { CustomAttributeType, Entity } from 'electrodb';
import type { ShippingSettings } from '#domain/pricing/settings';
import type { TaxDefaults } from '#domain/schemas/system-settings';
import { postalAddress } from '../attributes';
import { documentClient } from '../client';
import { key } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const SystemSettings = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'systemSettings', version: '1', service: 'picket' },
        attributes: {
          warehouseAddress: { ...postalAddress, required: true },
          // Maps of the domain's shapes: an item saved before a setting existed lacks it, so they are read
          // only through store/platform-settings.ts, which completes them with the defaults.
          /** Integer cents, as on a contractor. */
          shipping: { type: CustomAttributeType<ShippingSettings>('any'), required: true },
          tax: { type: CustomAttributeType<TaxDefaults>('any'), required: true },
          updatedByUserId: { type: 'string', required: true },
          updatedByEmail: { type: 'string', required: true },
          /** The administrator's organisation (SPEC: updatedByContractorId). */
          updatedByContractorId: { type: 'string', default: '' },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          // The one settings item of the platform (SPEC: id 1).
          singleton: { pk: key('pk', [], 'SYSTEM'), sk: key('sk', [], 'SETTINGS#1') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
