// The landing page (/): who Picket is for, the way into each audience's page, the calculator demo,
// contractor sign-up and login, and live figures only.
import { Link } from '@tanstack/react-router';
import {
  ArrowRight,
  BadgeCheck,
  CreditCard,
  HardHat,
  House,
  Languages,
  MessageSquareText,
  Receipt,
  Zap,
} from 'lucide-react';
import { buttonClasses } from '#frontend/components/ui/button-styles';
import { useT } from '#frontend/i18n/use-t';
import { useDocumentMeta } from '#frontend/lib/use-document-meta';
import { FeatureGrid, type FeatureItem } from './feature-grid';
import { StatFigures } from './stat-figures';

const features: readonly FeatureItem[] = [
  { icon: Zap, title: 'landing.feature.instant', body: 'landing.feature.instant.body' },
  { icon: CreditCard, title: 'landing.feature.financing', body: 'landing.feature.financing.body' },
  { icon: MessageSquareText, title: 'landing.feature.text', body: 'landing.feature.text.body' },
  { icon: Receipt, title: 'landing.feature.pricing', body: 'landing.feature.pricing.body' },
  { icon: BadgeCheck, title: 'landing.feature.vetted', body: 'landing.feature.vetted.body' },
  { icon: Languages, title: 'landing.feature.language', body: 'landing.feature.language.body' },
];

export const LandingPage = () => {
  const t = useT();
  useDocumentMeta(t('landing.pageTitle'));
  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">{t('landing.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{t('landing.subtitle')}</p>
          <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:max-w-3xl">
            <Link
              to="/homeowner"
              className="group flex items-center gap-4 rounded-2xl bg-white p-5 text-slate-900 shadow-lg transition hover:-translate-y-0.5"
            >
              <House
                aria-hidden="true"
                className="size-10 shrink-0 rounded-xl bg-brand-50 p-2 text-brand-700"
              />
              <span className="min-w-0 flex-1">
                <span className="block text-lg font-semibold">{t('landing.homeowner')}</span>
                <span className="block text-sm text-slate-600">{t('landing.homeownerHint')}</span>
              </span>
              <ArrowRight
                aria-hidden="true"
                className="size-5 text-brand-700 transition group-hover:translate-x-1"
              />
            </Link>
            <Link
              to="/contractor"
              className="group flex items-center gap-4 rounded-2xl bg-white p-5 text-slate-900 shadow-lg transition hover:-translate-y-0.5"
            >
              <HardHat
                aria-hidden="true"
                className="size-10 shrink-0 rounded-xl bg-brand-50 p-2 text-brand-700"
              />
              <span className="min-w-0 flex-1">
                <span className="block text-lg font-semibold">{t('landing.contractor')}</span>
                <span className="block text-sm text-slate-600">{t('landing.contractorHint')}</span>
              </span>
              <ArrowRight
                aria-hidden="true"
                className="size-5 text-brand-700 transition group-hover:translate-x-1"
              />
            </Link>
          </div>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link to="/quote" className={buttonClasses('inverse', 'lg')}>
              {t('landing.tryCalculator')}
            </Link>
            <Link
              to="/onboarding"
              className={buttonClasses('primary', 'lg', 'ring-1 ring-inset ring-white/40')}
            >
              {t('landing.signUp')}
            </Link>
            <Link to="/login" className={buttonClasses('onDark', 'lg')}>
              {t('landing.login')}
            </Link>
          </div>
          <div className="mt-10">
            <StatFigures show={['quotesGenerated', 'activeContractors']} tone="dark" />
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-14">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">{t('landing.featuresTitle')}</h2>
        <FeatureGrid items={features} />
      </section>
    </>
  );
};
