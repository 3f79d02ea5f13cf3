// How a contractor hears of new leads beyond the bell (docs/api.md "Alert settings"): off until they turn it on;
// texts go to the business phone, emails to the business email (both from the profile).
import type { Language } from '#domain/messages';
import type { AlertSettings } from '#domain/schemas/alert-settings';
import { DomainError } from '#functions/core/errors';
import { getContractor, saveAlertSettings as storeAlertSettings } from '#functions/store/contractors';

export const loadAlertSettings = async (contractorId: string) => {
  const contractor = await getContractor(contractorId);
  if (!contractor) throw new DomainError('NOT_FOUND', 'auth.forbidden');
  return {
    newLeadAlerts: contractor.alerts?.newLeadAlerts ?? 'off',
    /** Where the alerts go, so the page can say so (and say when one is missing). */
    phone: contractor.phone ?? '',
    email: contractor.email ?? '',
  };
};

/** `language`: the one the contractor chose in, which their alerts are then written in. */
export const saveAlertSettings = async (
  contractorId: string,
  settings: AlertSettings,
  language: Language,
) => {
  await storeAlertSettings(contractorId, { newLeadAlerts: settings.newLeadAlerts, language });
  return loadAlertSettings(contractorId);
};
