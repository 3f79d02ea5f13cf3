// The Payments card of the settings page: how new jobs split and date their payments, terms, reminders and
// the time zone. It loads and saves on its own (GET/PUT /api/payment-settings) with its own Save button,
// so it never waits for, or blocks, the pricing form; a failed load leaves the rest of the page usable.

import { useSuspenseQuery } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { CircleAlert, CircleCheck, Wallet } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { submitForm } from '#frontend/components/form/submit-form';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { QueryBoundary } from '#frontend/components/ui/query-boundary';
import { Spinner } from '#frontend/components/ui/spinner';
import { useT } from '#frontend/i18n/use-t';
import { paymentSettingsQueryOptions } from '../api/get-payment-settings';
import { usePaymentSettingsForm } from '../use-payment-settings-form';
import { PaymentSplitFields } from './payment-split-fields';
import { MethodsFields, ReminderFields, TermsFields, TimeZoneField } from './payment-terms-fields';

export const paymentSettingsElementId = 'payment-settings';

const Group = ({ title, children }: { title: string; children: ReactNode }) => (
  <div className="space-y-3 border-t border-slate-100 pt-5 first:border-t-0 first:pt-0">
    <h3 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{title}</h3>
    {children}
  </div>
);

const SaveStatus = ({
  saving,
  errorCount,
  failed,
  dirty,
}: {
  saving: boolean;
  errorCount: number;
  failed: boolean;
  dirty: boolean;
}) => {
  const t = useT();
  if (saving) return <span className="text-slate-700">{t('form.saving')}</span>;
  if (errorCount > 0 || failed) {
    return (
      <span className="flex items-center gap-1.5 font-medium text-red-700">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {errorCount > 0 ? t('settings.fixErrors', { count: errorCount }) : t('paymentSettings.saveFailed')}
      </span>
    );
  }
  if (dirty) return <span className="font-medium text-amber-800">{t('settings.unsaved')}</span>;
  return (
    <span className="flex items-center gap-1.5 text-slate-600">
      <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
      {t('settings.allSaved')}
    </span>
  );
};

const PaymentSettingsEditor = () => {
  const t = useT();
  const { data } = useSuspenseQuery(paymentSettingsQueryOptions());
  const { form, dirty, saving, errorCount, failure, revealed, failedSaves, discard } =
    usePaymentSettingsForm(data);
  const formRef = useRef<HTMLFormElement>(null);

  useBlocker({
    shouldBlockFn: ({ current, next }) =>
      dirty && current.pathname !== next.pathname && !window.confirm(t('settings.leaveConfirm')),
    enableBeforeUnload: () => dirty,
  });

  // Once the boxes a failed save named are on screen, the first of them gets the focus.
  useEffect(() => {
    if (failedSaves === 0) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  }, [failedSaves]);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving && dirty) void submitForm(form);
      }}
      className="space-y-5"
    >
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
      <form.AppForm>
        <form.FormError title={t('paymentSettings.saveFailed')} data-testid="payment-settings-error" />
      </form.AppForm>
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 pt-4 sm:flex-nowrap sm:gap-3">
        <p role="status" className="w-full text-sm sm:w-auto sm:min-w-0 sm:flex-1">
          <SaveStatus saving={saving} errorCount={errorCount} failed={failure !== undefined} dirty={dirty} />
        </p>
        {dirty && !saving ? (
          <Button variant="ghost" size="md" onClick={discard} data-testid="payment-settings-discard">
            {t('settings.discard')}
          </Button>
        ) : null}
        <Button type="submit" disabled={saving || !dirty} data-testid="payment-settings-save">
          {saving ? <Spinner className="size-4" /> : null}
          {saving ? t('form.saving') : t('paymentSettings.save')}
        </Button>
      </div>
    </form>
  );
};

const PaymentSettingsLoading = () => {
  const t = useT();
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
      <Spinner className="size-4" />
      {t('paymentSettings.loading')}
    </p>
  );
};

const PaymentSettingsLoadFailed = ({ error, retry }: { error: unknown; retry: () => void }) => {
  const t = useT();
  return (
    <div className="space-y-3" data-testid="payment-settings-load-error">
      <AlertBanner title={t('paymentSettings.loadFailed')}>
        {t.localize(error instanceof Error ? error.message : String(error))}
      </AlertBanner>
      <Button variant="secondary" onClick={retry}>
        {t('common.tryAgain')}
      </Button>
    </div>
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
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Wallet aria-hidden="true" className="size-5" />
        </span>
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
          pending={<PaymentSettingsLoading />}
          failure={(props) => <PaymentSettingsLoadFailed {...props} />}
        >
          <PaymentSettingsEditor />
        </QueryBoundary>
      </div>
    </section>
  );
};
