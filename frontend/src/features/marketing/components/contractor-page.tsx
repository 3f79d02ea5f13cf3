// The contractor landing page (/contractor): title and meta description for search, a skeleton while the
// session is checked, signed-in users straight to /dashboard, and the trial, sign-up, login and demo ways in.
import { Link, Navigate } from '@tanstack/react-router';
import {
  BarChart3,
  CreditCard,
  Inbox,
  MessageSquareText,
  RefreshCw,
  Ruler,
  SlidersHorizontal,
  Smartphone,
  Users,
} from 'lucide-react';
import { useMarketingT } from '#frontend/i18n/use-marketing-t';
import { useCurrentUser } from '#frontend/lib/current-user';
import { useDocumentMeta } from '#frontend/lib/use-document-meta';
import { FeatureGrid, type FeatureItem } from './feature-grid';
import { type ButtonLink, ButtonLinks, MarketingHero, MarketingSection } from './marketing-blocks';
import { NumberedSteps, type Step } from './numbered-steps';

const benefits: readonly FeatureItem[] = [
  { icon: Ruler, title: 'contractor.benefit.onSpot', body: 'contractor.benefit.onSpot.body' },
  { icon: SlidersHorizontal, title: 'contractor.benefit.standard', body: 'contractor.benefit.standard.body' },
  { icon: MessageSquareText, title: 'landing.feature.text', body: 'contractor.benefit.text.body' },
  { icon: CreditCard, title: 'contractor.benefit.financing', body: 'contractor.benefit.financing.body' },
  { icon: Smartphone, title: 'contractor.benefit.mobile', body: 'contractor.benefit.mobile.body' },
  { icon: Inbox, title: 'contractor.benefit.leads', body: 'contractor.benefit.leads.body' },
  {
    icon: RefreshCw,
    title: 'contractor.benefit.pricingUpdates',
    body: 'contractor.benefit.pricingUpdates.body',
  },
  { icon: Users, title: 'contractor.benefit.team', body: 'contractor.benefit.team.body' },
  { icon: BarChart3, title: 'contractor.benefit.analytics', body: 'contractor.benefit.analytics.body' },
];

const steps: readonly Step[] = [
  ['contractor.step.signUp', 'contractor.step.signUp.body'],
  ['contractor.step.customize', 'contractor.step.customize.body'],
  ['contractor.step.generate', 'contractor.step.generate.body'],
  ['contractor.step.close', 'contractor.step.close.body'],
];

/** Sign up, log in or try the demo, above the hero's text. */
const accountLinks: readonly ButtonLink[] = [
  {
    to: '/onboarding',
    label: 'contractor.signUp',
    variant: 'inverse',
    size: 'sm',
    testId: 'contractor-signup',
  },
  { to: '/login', label: 'nav.login', variant: 'onDark', size: 'sm', testId: 'contractor-login' },
  { to: '/quote', label: 'contractor.tryDemo', variant: 'onDark', size: 'sm', testId: 'contractor-try-demo' },
];

const trialLinks: readonly ButtonLink[] = [
  { to: '/signup', label: 'contractor.startTrial', variant: 'primary', size: 'lg' },
];

const closingLinks: readonly ButtonLink[] = [
  { to: '/signup', label: 'contractor.getStarted', variant: 'primary', size: 'lg' },
  { to: '/login', label: 'landing.login', variant: 'secondary', size: 'lg' },
];

const ContractorPageSkeleton = () => {
  const t = useMarketingT();
  return (
    <div
      role="status"
      aria-busy="true"
      data-testid="contractor-skeleton"
      className="mx-auto max-w-6xl px-4 py-14"
    >
      <span className="sr-only">{t('contractor.checkingAccount')}</span>
      <div className="animate-pulse space-y-4">
        <div className="h-4 w-48 rounded bg-slate-200" />
        <div className="h-10 w-3/4 rounded bg-slate-200" />
        <div className="h-5 w-2/3 rounded bg-slate-200" />
        <div className="h-12 w-60 rounded-lg bg-slate-200" />
        <div className="grid gap-4 pt-6 sm:grid-cols-3">
          <div className="h-32 rounded-2xl bg-slate-200" />
          <div className="h-32 rounded-2xl bg-slate-200" />
          <div className="h-32 rounded-2xl bg-slate-200" />
        </div>
      </div>
    </div>
  );
};

export const ContractorPage = () => {
  const t = useMarketingT();
  const currentUser = useCurrentUser();
  useDocumentMeta(t('contractor.metaTitle'), t('contractor.metaDescription'));

  if (currentUser.isPending) return <ContractorPageSkeleton />;
  if (currentUser.data) return <Navigate to="/dashboard" replace />;

  return (
    <>
      <MarketingHero
        tone="night"
        top={
          <div className="mx-auto max-w-6xl px-4 py-6">
            <ButtonLinks links={accountLinks} className="flex flex-wrap justify-end gap-2" />
          </div>
        }
        eyebrow="contractor.eyebrow"
        title="contractor.title"
        subtitle="contractor.subtitle"
        stats={['activeContractors', 'quotesGenerated']}
      >
        <ButtonLinks links={trialLinks} className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
          <p className="text-sm text-slate-300">{t('contractor.trialTerms')}</p>
        </ButtonLinks>
      </MarketingHero>

      <MarketingSection title="contractor.benefitsTitle">
        <FeatureGrid items={benefits} />
      </MarketingSection>

      <MarketingSection title="contractor.stepsTitle" band="border-y">
        <NumberedSteps
          steps={steps}
          className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          itemClassName="rounded-2xl bg-slate-50 p-5"
        />
      </MarketingSection>

      <section className="mx-auto max-w-6xl px-4 py-14 text-center">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('contractor.ctaTitle')}
        </h2>
        <p className="mt-2 text-slate-600">{t('contractor.trialTerms')}</p>
        <ButtonLinks
          links={closingLinks}
          className="mt-6 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center"
        />
        <Link
          to="/quote"
          className="mt-4 inline-block text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t('contractor.tryDemoFirst')}
        </Link>
      </section>
    </>
  );
};
