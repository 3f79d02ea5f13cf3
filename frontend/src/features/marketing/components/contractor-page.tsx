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
import { buttonClasses } from '#frontend/components/ui/button-styles';
import { useT } from '#frontend/i18n/use-t';
import { useCurrentUser } from '#frontend/lib/current-user';
import { useDocumentMeta } from '#frontend/lib/use-document-meta';
import { FeatureGrid, type FeatureItem } from './feature-grid';
import { NumberedSteps, type Step } from './numbered-steps';
import { StatFigures } from './stat-figures';

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

const ContractorPageSkeleton = () => {
  const t = useT();
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
  const t = useT();
  const currentUser = useCurrentUser();
  useDocumentMeta(t('contractor.metaTitle'), t('contractor.metaDescription'));

  if (currentUser.isPending) return <ContractorPageSkeleton />;
  if (currentUser.data) return <Navigate to="/dashboard" replace />;

  return (
    <>
      <section className="bg-gradient-to-br from-slate-900 via-brand-950 to-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-6">
          <div className="flex flex-wrap justify-end gap-2">
            <Link to="/onboarding" className={buttonClasses('inverse', 'sm')} data-testid="contractor-signup">
              {t('contractor.signUp')}
            </Link>
            <Link to="/login" className={buttonClasses('onDark', 'sm')} data-testid="contractor-login">
              {t('nav.login')}
            </Link>
            <Link to="/quote" className={buttonClasses('onDark', 'sm')} data-testid="contractor-try-demo">
              {t('contractor.tryDemo')}
            </Link>
          </div>
        </div>
        <div className="mx-auto max-w-6xl px-4 pt-6 pb-14 sm:pb-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-300">
            {t('contractor.eyebrow')}
          </p>
          <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
            {t('contractor.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-200">{t('contractor.subtitle')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Link to="/signup" className={buttonClasses('primary', 'lg')}>
              {t('contractor.startTrial')}
            </Link>
            <p className="text-sm text-slate-300">{t('contractor.trialTerms')}</p>
          </div>
          <div className="mt-10">
            <StatFigures show={['activeContractors', 'quotesGenerated']} tone="dark" />
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-14">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">{t('contractor.benefitsTitle')}</h2>
        <FeatureGrid items={benefits} />
      </section>

      <section className="border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 className="text-2xl font-bold tracking-tight text-slate-900">{t('contractor.stepsTitle')}</h2>
          <NumberedSteps
            steps={steps}
            className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
            itemClassName="rounded-2xl bg-slate-50 p-5"
          />
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-14 text-center">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('contractor.ctaTitle')}
        </h2>
        <p className="mt-2 text-slate-600">{t('contractor.trialTerms')}</p>
        <div className="mt-6 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Link to="/signup" className={buttonClasses('primary', 'lg')}>
            {t('contractor.getStarted')}
          </Link>
          <Link to="/login" className={buttonClasses('secondary', 'lg')}>
            {t('landing.login')}
          </Link>
        </div>
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
