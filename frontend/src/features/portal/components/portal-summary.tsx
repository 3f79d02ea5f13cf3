// What the public page shows that is managed elsewhere, read-only on /contractor-portal: the branding (business
// name, tagline, logo, colour) with a link to Settings, how many testimonials and questions are shown with
// links to their pages, and the page's earlier addresses, which still lead to it.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClasses } from '#frontend/components/ui/button-styles';
import { SectionCard } from '#frontend/components/ui/section-card';
import { useT } from '#frontend/i18n/use-t';
import type { PortalSettings } from '../api/portal-page';
import { pagePathOf, siteUrl } from '../portal-values';

const Fact = ({ term, children }: { term: string; children: ReactNode }) => (
  <div className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
    <dt className="w-32 shrink-0 text-sm text-slate-500">{term}</dt>
    <dd className="min-w-0 text-sm font-medium break-words text-slate-900">{children}</dd>
  </div>
);

const Branding = ({ settings }: { settings: PortalSettings }) => {
  const t = useT();
  const none = <span className="font-normal text-slate-500">{t('portalPage.none')}</span>;
  return (
    <div className="space-y-3" data-testid="portal-branding">
      <dl className="divide-y divide-slate-100">
        <Fact term={t('form.businessName')}>{settings.businessName || none}</Fact>
        <Fact term={t('onboarding.tagline')}>{settings.tagline || none}</Fact>
        <Fact term={t('onboarding.logo')}>
          {settings.logoUrl ? (
            <img
              src={settings.logoUrl}
              alt={t('portalPage.logoAlt', { business: settings.businessName })}
              className="h-12 max-w-40 object-contain"
            />
          ) : (
            none
          )}
        </Fact>
        <Fact term={t('onboarding.primaryColor')}>
          <span className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block size-5 rounded border border-slate-300"
              style={{ backgroundColor: settings.primaryColor }}
            />
            <code className="font-normal">{settings.primaryColor}</code>
          </span>
        </Fact>
      </dl>
      <Link
        to="/contractor/settings"
        className={buttonClasses('secondary', 'sm')}
        data-testid="portal-branding-link"
      >
        {t('portalPage.changeBranding')}
      </Link>
    </div>
  );
};

const Content = ({ settings }: { settings: PortalSettings }) => {
  const t = useT();
  return (
    <div className="space-y-2 border-t border-slate-100 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">{t('portalPage.contentTitle')}</h3>
      <ul className="space-y-3" data-testid="portal-content">
        <li className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm text-slate-800" data-testid="portal-testimonials-shown">
            {t('portalPage.testimonialsShown', { count: settings.testimonialsShown })}
          </span>
          <Link to="/testimonials" className={buttonClasses('ghost', 'sm')}>
            {t('portalPage.manageTestimonials')}
          </Link>
        </li>
        <li className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm text-slate-800" data-testid="portal-faqs-shown">
            {t('portalPage.faqsShown', { count: settings.faqsCount })}
          </span>
          <Link to="/faqs" className={buttonClasses('ghost', 'sm')}>
            {t('portalPage.manageFaqs')}
          </Link>
        </li>
      </ul>
    </div>
  );
};

const PreviousAddresses = ({ slugs }: { slugs: readonly string[] }) => {
  const t = useT();
  const origin = window.location.origin;
  return (
    <div className="space-y-1 border-t border-slate-100 pt-4" data-testid="portal-previous">
      <h3 className="text-sm font-semibold text-slate-900">{t('portalPage.previousTitle')}</h3>
      <p className="text-xs text-slate-500">{t('portalPage.previousHint')}</p>
      <ul className="space-y-1">
        {slugs.map((slug) => (
          <li key={slug} className="truncate font-mono text-sm text-slate-700">
            {siteUrl(origin, pagePathOf(slug))}
          </li>
        ))}
      </ul>
    </div>
  );
};

export const PortalSummary = ({ settings }: { settings: PortalSettings }) => {
  const t = useT();
  return (
    <SectionCard
      title={t('onboarding.step.branding')}
      description={t('portalPage.brandingDescription')}
      testId="portal-summary"
    >
      <div className="space-y-4">
        <Branding settings={settings} />
        <Content settings={settings} />
        {settings.previousSlugs.length > 0 ? <PreviousAddresses slugs={settings.previousSlugs} /> : null}
      </div>
    </SectionCard>
  );
};
