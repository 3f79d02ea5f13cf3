// The Payments card of the settings page: how new jobs split and date their payments, terms, reminders and
// the time zone. It loads and saves on its own (GET/PUT /api/payment-settings) with its own Save button,
// so it never waits for, or blocks, the pricing form; a failed load leaves the rest of the page usable.
import { useBlocker } from '@tanstack/react-router';
import { CircleAlert, CircleCheck, Wallet } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { Spinner } from '#frontend/components/ui/spinner';
import { type TFunction, useT } from '#frontend/i18n/use-t';
import { usePaymentSettings } from '../api/payment-settings';
import type { PaymentSettings } from '../payment-form-values';
import { type PaymentSettingsForm, usePaymentSettingsForm } from '../use-payment-settings-form';
import { PaymentSplitFields } from './payment-split-fields';
import { MethodsFields, ReminderFields, TermsFields, TimeZoneField } from './payment-terms-fields';

export const paymentSettingsElementId = 'payment-settings';

const Group = ({ title, children }: { title: string; children: ReactNode }) => (
  <div className="space-y-3 border-t border-slate-100 pt-5 first:border-t-0 first:pt-0">
    <h3 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{title}</h3>
    {children}
  </div>
);

const statusOf = (form: PaymentSettingsForm, t: TFunction) => {
  const errorCount = Object.keys(form.errors).length;
  if (form.saving) return <span className="text-slate-700">{t('paymentSettings.saving')}</span>;
  if (errorCount > 0 || form.failure) {
    return (
      <span className="flex items-center gap-1.5 font-medium text-red-700">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {errorCount > 0 ? t('settings.fixErrors', { count: errorCount }) : t('paymentSettings.saveFailed')}
      </span>
    );
  }
  if (form.dirty) return <span className="font-medium text-amber-800">{t('paymentSettings.unsaved')}</span>;
  return (
    <span className="flex items-center gap-1.5 text-slate-600">
      <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
      {t('paymentSettings.allSaved')}
    </span>
  );
};

const PaymentSettingsEditor = ({ initial }: { initial: PaymentSettings }) => {
  const t = useT();
  const form = usePaymentSettingsForm(initial, t);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusError, setFocusError] = useState(false);

  useBlocker({
    shouldBlockFn: ({ current, next }) =>
      form.dirty && current.pathname !== next.pathname && !window.confirm(t('settings.leaveConfirm')),
    enableBeforeUnload: () => form.dirty,
  });

  // Once the boxes a failed save named are on screen, the first of them gets the focus.
  useEffect(() => {
    if (!focusError) return;
    setFocusError(false);
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  }, [focusError]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.saving) return;
    const { outcome } = await form.save();
    if (outcome === 'invalid') setFocusError(true);
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      <AlertBanner tone="info">{t('paymentSettings.explanation')}</AlertBanner>
      {/* Disabled while saving: the saved values replace the form, so nothing typed meanwhile is lost. */}
      <fieldset disabled={form.saving} className="min-w-0 space-y-5">
        <Group title={t('paymentSettings.split')}>
          <PaymentSplitFields form={form} />
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
      {form.failure ? (
        <div data-testid="payment-settings-error">
          <AlertBanner title={t('paymentSettings.saveFailed')}>{form.failure}</AlertBanner>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 pt-4 sm:flex-nowrap sm:gap-3">
        <p role="status" className="w-full text-sm sm:w-auto sm:min-w-0 sm:flex-1">
          {statusOf(form, t)}
        </p>
        {form.dirty && !form.saving ? (
          <Button variant="ghost" size="md" onClick={form.discard} data-testid="payment-settings-discard">
            {t('settings.discard')}
          </Button>
        ) : null}
        <Button type="submit" disabled={form.saving || !form.dirty} data-testid="payment-settings-save">
          {form.saving ? <Spinner className="size-4" /> : null}
          {form.saving ? t('paymentSettings.saving') : t('paymentSettings.save')}
        </Button>
      </div>
    </form>
  );
};

const PaymentSettingsBody = () => {
  const t = useT();
  const query = usePaymentSettings();
  if (query.data) return <PaymentSettingsEditor initial={query.data} />;
  if (query.isError) {
    return (
      <div className="space-y-3" data-testid="payment-settings-load-error">
        <AlertBanner title={t('paymentSettings.loadFailed')}>{t.localize(query.error.message)}</AlertBanner>
        <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('paymentSettings.retry')}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
      <Spinner className="size-4" />
      {t('paymentSettings.loading')}
    </p>
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
        <PaymentSettingsBody />
      </div>
    </section>
  );
};
