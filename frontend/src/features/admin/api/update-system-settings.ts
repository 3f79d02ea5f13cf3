// PUT /api/admin/system-settings: the whole settings replaced; the answer (stamped with who and when) becomes
// the cached read.
import type { BodyOf } from '#domain/contract/index';
import { apiPut } from '#frontend/lib/api-client';
import { useCachedWrite } from '#frontend/lib/cached-write';
import { type SystemSettings, systemSettingsQueryKey } from './get-system-settings';

export type SystemSettingsRequest = BodyOf<'PUT /api/admin/system-settings'>;

export const updateSystemSettings = (settings: SystemSettingsRequest): Promise<SystemSettings> =>
  apiPut<SystemSettings>('/api/admin/system-settings', {
    ...settings,
    shipping: {
      ...settings.shipping,
      distanceBrackets: settings.shipping.distanceBrackets.map((bracket) => ({ ...bracket })),
    },
  });

export const useUpdateSystemSettings = () =>
  useCachedWrite({ mutationFn: updateSystemSettings, queryKey: systemSettingsQueryKey });
