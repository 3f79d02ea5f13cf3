// The Payments card of the settings page: how new jobs split and date their payments, terms, reminders and
// the time zone. It loads and saves on its own (GET/PUT /api/payment-settings) with its own Save button,
// so it never waits for, or blocks, the pricing form; a failed load leaves the rest of the page usable.

import { useSuspenseQuery } from '@tanstack/react-query';
import { Wallet } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { KitForm } from '#frontend/components/form/kit-form';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { LoadingStatus } from '#frontend/components/ui/loading-status';
import { QueryBoundary } from '#frontend/components/ui/query-boundary';
import { RegionLoadFailed } from '#frontend/components/ui/region-load-failed';
import { useT } from '#frontend/i18n/use-t';
import { paymentSettingsQueryOptions } from '../api/get-payment-settings';
import { focusFirstInvalid, useConfirmLeave } from '../form-save-state';
import { usePaymentSettingsForm } from '../use-payment-settings-form';
import { PaymentSplitFields } from './payment-split-fields';
import { MethodsFields, ReminderFields, TermsFields, TimeZoneField } from './payment-terms-fields';
import { SaveControls } from './save-controls';
import { SectionIcon } from './settings-section';

export const paymentSettingsElementId = 'payment-settings';

const Group = ({ title, children }: { title: string; children: ReactNode }) => (
  <div className="space-y-3 border-t border-slate-100 pt-5 first:border-t-0 first:pt-0">
    <h3 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{title}</h3>
    {children}
  </div>
);

const PaymentSettingsEditor = () => {
  const t = useT();
  const { data } = useSuspenseQuery(paymentSettingsQueryOptions());
  const { form, dirty, saving, errorCount, failure, revealed, failedSaves, discard } =
    usePaymentSettingsForm(data);
  const formRef = useRef<HTMLFormElement>(null);

  useConfirmLeave(dirty);

  // Once the boxes a failed save named are on screen, the first of them gets the focus.
  useEffect(() => {
    if (failedSaves > 0) focusFirstInvalid(formRef.current);
  }, [failedSaves]);

  return (
    <KitForm ref={formRef} form={form} canSubmit={!saving && dirty} className="space-y-5">
      <AlertBanner tone="info">{t('paymentSettings.explanation')}</AlertBanner>
      {/* Disabled while saving: the saved values replace the form, so nothing typed meanwhile is lost. */}
      <fieldset disabled={saving} className="min-w-0 space-y-5">
        <Group title={t('paymentSettings.split')}>
          <PaymentSplitFields form={form} revealed={revealed} />
        </Group>
        <Group title={t('paymentSettings.termsTitle')}>
          <TermsFields form={form} />
          <MethodsFields form={form} />
        </Group>
        <Group title={t('paymentSettings.remindersTitle')}>
          <ReminderFields form={form} />
        </Group>
        <Group title={t('paymentSettings.timezoneTitle')}>
          <TimeZoneField form={form} />
        </Group>
      </fieldset>
      <form.FormError title={t('paymentSettings.saveFailed')} data-testid="payment-settings-error" />
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 pt-4 sm:flex-nowrap sm:gap-3">
        <SaveControls
          saving={saving}
          dirty={dirty}
          errorCount={errorCount}
          failure={failure === undefined ? undefined : t('paymentSettings.saveFailed')}
          statusClassName="w-full text-sm sm:w-auto sm:min-w-0 sm:flex-1"
          saveLabel={t('paymentSettings.save')}
          onDiscard={discard}
          testIdPrefix="payment-settings"
        />
      </div>
    </KitForm>
  );
};

export const PaymentSettingsCard = () => {
  const t = useT();
  const titleId = `${paymentSettingsElementId}-title`;
  return (
    <section
      id={paymentSettingsElementId}
      aria-labelledby={titleId}
      className="mt-10 scroll-mt-20 rounded-2xl border border-slate-200 bg-white"
      data-testid="payment-settings"
    >
      <header className="flex items-start gap-3 px-4 py-4 sm:px-6">
        <SectionIcon icon={Wallet} />
        <span className="min-w-0 flex-1">
          <h2
            id={titleId}
            tabIndex={-1}
            className="text-base font-semibold text-slate-900 focus:outline-none sm:text-lg"
          >
            {t('paymentSettings.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('paymentSettings.description')}</p>
        </span>
      </header>
      <div className="border-t border-slate-100 px-4 pt-4 pb-5 sm:px-6">
        <QueryBoundary
          pending={<LoadingStatus className="text-sm">{t('paymentSettings.loading')}</LoadingStatus>}
          failure={({ error, retry }) => (
            <RegionLoadFailed
              title={t('paymentSettings.loadFailed')}
              error={error}
              retry={retry}
              testId="payment-settings-load-error"
            />
          )}
        >
          <PaymentSettingsEditor />
        </QueryBoundary>
      </div>
    </section>
  );
};
