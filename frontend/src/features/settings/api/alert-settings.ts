// GET/PUT /api/alert-settings: how the contractor hears of new leads beyond the bell (off until turned on),
// and the business phone and email the alerts go to.
import type { AlertSettingsView } from '#domain/contract/contractors';
import type { BodyOf } from '#domain/contract/index';
import { apiPut, pathQueryOptions } from '#frontend/lib/api-client';
import { useCachedWrite } from '#frontend/lib/cached-write';

export const alertSettingsQueryKey = ['/api/alert-settings'] as const;

export const alertSettingsQueryOptions = () => pathQueryOptions<AlertSettingsView>(alertSettingsQueryKey);

export const updateAlertSettings = (
  settings: BodyOf<'PUT /api/alert-settings'>,
): Promise<AlertSettingsView> => apiPut<AlertSettingsView>('/api/alert-settings', settings);

export const useUpdateAlertSettings = () =>
  useCachedWrite({ mutationFn: updateAlertSettings, queryKey: alertSettingsQueryKey, invalidate: [] });
