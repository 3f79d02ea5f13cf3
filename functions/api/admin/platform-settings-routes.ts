// The admin area's platform settings: the system settings (warehouse, and the shipping and tax a new
// contractor starts with) and the adjustment types the quote builder offers. Spread into the admin area's
// handler map (./handler.ts); every write is audited with who made it and from where.
import { adjustmentTypeChangeSchema, adjustmentTypeInputSchema } from '#domain/schemas/adjustment-type';
import { type SystemSettingsInput, systemSettingsSchema } from '#domain/schemas/system-settings';
import { auditAdminAction } from '#functions/core/admin/admin-actor';
import type { AuditFacts } from '#functions/core/audit/record-audit-event';
import {
  addAdjustmentType,
  adjustmentTypesList,
  changeAdjustmentType,
} from '#functions/core/platform/adjustment-types';
import { loadSystemSettings, updateSystemSettings } from '#functions/core/platform/system-settings';
import { type ApiRequest, created, ok } from '#functions/http/api-request';
import type { AreaHandlers } from '#functions/http/area-handler';
import { adminActor } from './actor';

type PlatformSettingsRoute =
  | 'GET /api/admin/system-settings'
  | 'PUT /api/admin/system-settings'
  | 'GET /api/admin/adjustment-types'
  | 'POST /api/admin/adjustment-types'
  | 'PATCH /api/admin/adjustment-types/{id}';

/** Audits an administrator's change: what it was done to and the values set. */
const audit = async (
  request: ApiRequest,
  type: AuditFacts['type'],
  { target, detail }: { target: string; detail: string },
) => auditAdminAction(await adminActor(request), type, target, detail);

/** The settings in one line for the security log: delivery method, tax, warehouse ZIP. */
const settingsSummary = ({ shipping, tax, warehouseAddress }: SystemSettingsInput) =>
  [
    `shipping ${shipping.method}`,
    `tax ${tax.taxEnabled ? `${tax.taxRatePercent}% of ${tax.taxBase}` : 'off'}`,
    `warehouse ${warehouseAddress.zipCode || 'none'}`,
  ].join(', ');

/** The fields an adjustment type write set, as `name: value`. */
const fieldsSummary = (fields: Record<string, unknown>) =>
  Object.entries(fields)
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join(', ');

export const platformSettingsRoutes: Pick<AreaHandlers<'admin'>, PlatformSettingsRoute> = {
  'GET /api/admin/system-settings': async () => ok(await loadSystemSettings()),

  'PUT /api/admin/system-settings': async (request) => {
    const { user } = await request.signedIn();
    const input = systemSettingsSchema.parse(request.body);
    const settings = await updateSystemSettings(input, {
      userId: user.userId,
      email: user.email,
      contractorId: user.contractorId,
    });
    await audit(request, 'system_settings_updated', {
      target: 'system settings',
      detail: settingsSummary(input),
    });
    return ok(settings);
  },

  'GET /api/admin/adjustment-types': async () => ok(await adjustmentTypesList()),

  'POST /api/admin/adjustment-types': async (request) => {
    const { user } = await request.signedIn();
    const input = adjustmentTypeInputSchema.parse(request.body);
    const type = await addAdjustmentType(input, user.userId);
    await audit(request, 'adjustment_type_created', {
      target: type.label,
      detail: fieldsSummary({
        adjustmentType: type.adjustmentType,
        defaultValue: type.defaultValue,
        isActive: type.isActive,
      }),
    });
    return created(type);
  },

  'PATCH /api/admin/adjustment-types/{id}': async (request) => {
    const { user } = await request.signedIn();
    const change = adjustmentTypeChangeSchema.parse(request.body);
    const type = await changeAdjustmentType(request.params.id ?? '', change, user.userId);
    await audit(request, 'adjustment_type_updated', { target: type.label, detail: fieldsSummary(change) });
    return ok(type);
  },
};
