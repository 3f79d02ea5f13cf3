// The Lead alerts card of the settings page: a new homeowner lead always rings the bell; here the contractor
// also has it texted to the business phone and/or emailed to the business email. One choice, saved as soon as
// it is made (GET/PUT /api/alert-settings), so it needs no Save button.
import { useSuspenseQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { formatPhoneDisplay } from '#domain/phone';
import type { LeadAlertChannel } from '#domain/schemas/alert-settings';
import { SelectField } from '#frontend/components/fields/select-field';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { LoadingStatus } from '#frontend/components/ui/loading-status';
import { QueryBoundary } from '#frontend/components/ui/query-boundary';
import { RegionLoadFailed } from '#frontend/components/ui/region-load-failed';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { alertSettingsQueryOptions, useUpdateAlertSettings } from '../api/alert-settings';
import { SectionIcon } from './settings-section';

export const leadAlertsElementId = 'lead-alerts';

const LeadAlertsEditor = () => {
  const t = useT();
  const { data } = useSuspenseQuery(alertSettingsQueryOptions());
  const update = useUpdateAlertSettings();
  const choose = (newLeadAlerts: LeadAlertChannel) =>
    update.mutate(
      { newLeadAlerts },
      {
        onSuccess: () => toast({ title: t('leadAlerts.saved') }),
        onError: (error) =>
          toast({
            title: t('leadAlerts.saveFailed'),
            description: t.localize(error.message),
            variant: 'destructive',
          }),
      },
    );
  const texts = data.newLeadAlerts === 'sms' || data.newLeadAlerts === 'both';
  const emails = data.newLeadAlerts === 'email' || data.newLeadAlerts === 'both';
  return (
    <div className="space-y-3">
      <SelectField<LeadAlertChannel>
        label={t('leadAlerts.label')}
        value={
          update.isPending ? (update.variables?.newLeadAlerts ?? data.newLeadAlerts) : data.newLeadAlerts
        }
        onValueChange={choose}
        disabled={update.isPending}
        options={[
          { value: 'off', label: t('leadAlerts.off') },
          { value: 'sms', label: t('paymentSettings.communication.sms') },
          { value: 'email', label: t('form.email') },
          { value: 'both', label: t('paymentSettings.communication.both') },
        ]}
        data-testid="lead-alerts-channel"
      />
      {texts && data.phone ? (
        <p className="text-sm text-slate-600">
          {t('leadAlerts.textsTo', { phone: formatPhoneDisplay(data.phone) })}
        </p>
      ) : null}
      {emails && data.email ? (
        <p className="text-sm text-slate-600">{t('leadAlerts.emailsTo', { email: data.email })}</p>
      ) : null}
      {texts && !data.phone ? <AlertBanner tone="info">{t('leadAlerts.noPhone')}</AlertBanner> : null}
    </div>
  );
};

export const LeadAlertsCard = () => {
  const t = useT();
  const titleId = `${leadAlertsElementId}-title`;
  return (
    <section
      id={leadAlertsElementId}
      aria-labelledby={titleId}
      className="mt-10 scroll-mt-20 rounded-2xl border border-slate-200 bg-white"
      data-testid="lead-alerts"
    >
      <header className="flex items-start gap-3 px-4 py-4 sm:px-6">
        <SectionIcon icon={BellRing} />
        <span className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-semibold text-slate-900 sm:text-lg">
            {t('leadAlerts.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('leadAlerts.description')}</p>
        </span>
      </header>
      <div className="border-t border-slate-100 px-4 pt-4 pb-5 sm:px-6">
        <QueryBoundary
          pending={<LoadingStatus className="text-sm">{t('common.loading')}</LoadingStatus>}
          failure={({ error, retry }) => (
            <RegionLoadFailed
              title={t('leadAlerts.loadFailed')}
              error={error}
              retry={retry}
              testId="lead-alerts-load-error"
            />
          )}
        >
          <LeadAlertsEditor />
        </QueryBoundary>
      </div>
    </section>
  );
};
