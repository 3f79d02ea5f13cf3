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
  type LucideIcon,
  MessageSquareText,
  Receipt,
  Zap,
} from 'lucide-react';
import { type MarketingTextKey, useMarketingT } from '#frontend/i18n/use-marketing-t';
import { useDocumentMeta } from '#frontend/lib/use-document-meta';
import { FeatureGrid, type FeatureItem } from './feature-grid';
import { type ButtonLink, ButtonLinks, MarketingHero, MarketingSection } from './marketing-blocks';

const features: readonly FeatureItem[] = [
  { icon: Zap, title: 'landing.feature.instant', body: 'landing.feature.instant.body' },
  { icon: CreditCard, title: 'landing.feature.financing', body: 'landing.feature.financing.body' },
  { icon: MessageSquareText, title: 'landing.feature.text', body: 'landing.feature.text.body' },
  { icon: Receipt, title: 'landing.feature.pricing', body: 'landing.feature.pricing.body' },
  { icon: BadgeCheck, title: 'landing.feature.vetted', body: 'landing.feature.vetted.body' },
  { icon: Languages, title: 'landing.feature.language', body: 'landing.feature.language.body' },
];

/** Each audience's own page, as a card. */
const audiences: readonly {
  to: '/homeowner' | '/contractor';
  icon: LucideIcon;
  title: MarketingTextKey;
  hint: MarketingTextKey;
}[] = [
  { to: '/homeowner', icon: House, title: 'landing.homeowner', hint: 'landing.homeownerHint' },
  { to: '/contractor', icon: HardHat, title: 'landing.contractor', hint: 'landing.contractorHint' },
];

const heroLinks: readonly ButtonLink[] = [
  { to: '/quote', label: 'landing.tryCalculator', variant: 'inverse', size: 'lg' },
  {
    to: '/onboarding',
    label: 'landing.signUp',
    variant: 'primary',
    size: 'lg',
    extra: 'ring-1 ring-inset ring-white/40',
  },
  { to: '/login', label: 'landing.login', variant: 'onDark', size: 'lg' },
];

const AudienceCards = () => {
  const t = useMarketingT();
  return (
    <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:max-w-3xl">
      {audiences.map(({ to, icon: Icon, title, hint }) => (
        <Link
          key={to}
          to={to}
          className="group flex items-center gap-4 rounded-2xl bg-white p-5 text-slate-900 shadow-lg transition hover:-translate-y-0.5"
        >
          <Icon aria-hidden="true" className="size-10 shrink-0 rounded-xl bg-brand-50 p-2 text-brand-700" />
          <span className="min-w-0 flex-1">
            <span className="block text-lg font-semibold">{t(title)}</span>
            <span className="block text-sm text-slate-600">{t(hint)}</span>
          </span>
          <ArrowRight
            aria-hidden="true"
            className="size-5 text-brand-700 transition group-hover:translate-x-1"
          />
        </Link>
      ))}
    </div>
  );
};

export const LandingPage = () => {
  const t = useMarketingT();
  useDocumentMeta(t('landing.pageTitle'));
  return (
    <>
      <MarketingHero
        title="landing.title"
        subtitle="landing.subtitle"
        stats={['quotesGenerated', 'activeContractors']}
      >
        <AudienceCards />
        <ButtonLinks links={heroLinks} className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap" />
      </MarketingHero>
      <MarketingSection title="landing.featuresTitle">
        <FeatureGrid items={features} />
      </MarketingSection>
    </>
  );
};
