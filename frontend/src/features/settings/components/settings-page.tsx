// /contractor/settings: the contractor's prices, delivery fees and catalog, which every new quote uses,
// and below them the payment settings every new job's schedule follows and the lead alerts (cards saved on
// their own). The header leads to the Team page, where the people and their roles are managed.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { UserCog } from 'lucide-react';
import { buttonClasses } from '#frontend/components/ui/button-styles';
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
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <PageHeading title={t('settings.title')} subtitle={t('settings.subtitle')} />
        </div>
        <Link to="/contractor/team" className={buttonClasses('secondary')} data-testid="settings-team-link">
          <UserCog aria-hidden="true" className="size-4" />
          {t('teamPage.manageLink')}
        </Link>
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
