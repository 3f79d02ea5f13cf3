// Contractor: the business. Profile, branding and every pricing, payment and shipping setting.
import { CustomAttributeType, Entity } from 'electrodb';
import type { Branding, PaymentSettings } from '#domain/contractor-settings';
import type { PricingSettings, ShippingSettings } from '#domain/pricing/settings';
import type { StoredAlertSettings } from '#domain/schemas/alert-settings';
import { creationTime, lastWriteTime, postalAddress } from '../attributes';
import { documentClient } from '../client';
import { key, tenantPartition } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const Contractor = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'contractor', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          businessName: { type: 'string', required: true },
          /** The business name as the admins' directory sorts and searches it (store/admin-directory.ts searchKeyOf). */
          searchName: { type: 'string' },
          contactName: { type: 'string', default: '' },
          firstName: { type: 'string', default: '' },
          lastName: { type: 'string', default: '' },
          phone: { type: 'string', default: '' },
          email: { type: 'string', default: '' },
          address: postalAddress,
          website: { type: 'string', default: '' },
          licenseNumber: { type: 'string', default: '' },
          insuranceNumber: { type: 'string', default: '' },
          serviceAreas: { type: 'list', items: { type: 'string' }, default: () => [] },
          serviceAreasCounties: { type: 'list', items: { type: 'string' }, default: () => [] },
          isActive: { type: 'boolean', default: true },
          onboardingComplete: { type: 'boolean', default: false },
          trialEndsAt: { type: 'string' },
          timezone: { type: 'string', default: 'America/Chicago' },
          /** How deep a rep may discount a quote (percent) before the owner approves it (domain/pricing/discount.ts). */
          repDiscountLimitPercent: { type: 'number' },
          financePartner: { type: 'string', default: '' },
          financingUrl: { type: 'string', default: '' },
          // The settings maps: items saved by older versions may lack keys, so they are read only through
          // store/contractors.ts, which completes them with domain/contractor-settings.ts.
          branding: { type: CustomAttributeType<Branding>('any'), required: true },
          /** Pricing settings in cents / percent / factors. */
          pricing: { type: CustomAttributeType<PricingSettings>('any'), required: true },
          payment: { type: CustomAttributeType<PaymentSettings>('any'), required: true },
          /** Warehouse and shipping settings. */
          shipping: { type: CustomAttributeType<ShippingSettings>('any'), required: true },
          /** How the contractor hears of new leads (absent on items saved before alerts existed). */
          alerts: { type: CustomAttributeType<StoredAlertSettings>('any') },
          disclaimers: { type: 'list', items: { type: 'string' }, default: () => [] },
          showRemovalSeparately: { type: 'boolean', default: false },
          showMaterialsBreakdown: { type: 'boolean', default: true },
          createdAt: creationTime,
          updatedAt: lastWriteTime,
        },
        indexes: {
          // A contractor's profile, by id.
          byId: { pk: tenantPartition(), sk: key('sk', [], 'PROFILE') },
          // The admins' directory of businesses, by name: one partition, so a name's start is one Query. A patch
          // writes only the sort key (the partition key is constant): items made before the index got both from
          // the directory migration (core/migrations/admin-directory.ts).
          directory: {
            index: 'gsi1',
            pk: key('gsi1pk', [], 'CONTRACTORS'),
            sk: key('gsi1sk', ['searchName', 'contractorId'], '${searchName}#${contractorId}'),
          },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);
