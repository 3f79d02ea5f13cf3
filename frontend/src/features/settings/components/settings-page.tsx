// /contractor/settings: the contractor's prices, delivery fees and catalog, which every new quote uses,
// and below them the payment settings every new job's schedule follows and the lead alerts (cards saved on
// their own).
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageHeading } from '#frontend/components/ui/page-heading';
import { useT } from '#frontend/i18n/use-t';
import { pricingSettingsQueryOptions } from '#frontend/lib/pricing-settings';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { LeadAlertsCard, leadAlertsElementId } from './lead-alerts-card';
import { PaymentSettingsCard, paymentSettingsElementId } from './payment-settings-card';
import { SettingsForm } from './settings-form';

export const SettingsPage = () => {
  const t = useT();
  useDocumentMeta(pageTitle(t('nav.settings')));
  const { data } = useSuspenseQuery(pricingSettingsQueryOptions());
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <header>
        <PageHeading title={t('settings.title')} subtitle={t('settings.subtitle')} />
      </header>
      <SettingsForm
        initial={data}
        moreLinks={[
          { elementId: paymentSettingsElementId, label: t('paymentSettings.title') },
          { elementId: leadAlertsElementId, label: t('leadAlerts.title') },
        ]}
      />
      <PaymentSettingsCard />
      <LeadAlertsCard />
    </div>
  );
};
