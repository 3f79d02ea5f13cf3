// The homeowner landing page (/homeowner): the instant-quote promise, the way into the quote flow or the
// calculator demo, how it works, and live figures only.
import { Check } from 'lucide-react';
import { type MarketingTextKey, useMarketingT } from '#frontend/i18n/use-marketing-t';
import { useDocumentMeta } from '#frontend/lib/use-document-meta';
import { type ButtonLink, ButtonLinks, MarketingHero, MarketingSection } from './marketing-blocks';
import { NumberedSteps, type Step } from './numbered-steps';

const steps: readonly Step[] = [
  ['homeowner.step1', 'homeowner.step1.body'],
  ['homeowner.step2', 'homeowner.step2.body'],
  ['homeowner.step3', 'homeowner.step3.body'],
];

const benefits: readonly MarketingTextKey[] = [
  'homeowner.benefit.breakdown',
  'homeowner.benefit.financing',
  'homeowner.benefit.text',
  'homeowner.benefit.contractors',
];

const heroLinks: readonly ButtonLink[] = [
  { to: '/homeowner/quote', label: 'homeowner.start', variant: 'inverse', size: 'lg' },
  { to: '/quote', label: 'homeowner.tryCalculator', variant: 'onDark', size: 'lg' },
];

export const HomeownerPage = () => {
  const t = useMarketingT();
  useDocumentMeta(t('homeowner.title'));
  return (
    <>
      <MarketingHero
        title="homeowner.title"
        subtitle="homeowner.subtitle"
        stats={['quotesGenerated', 'financingApproved', 'averageRating']}
      >
        <ButtonLinks links={heroLinks} className="mt-8 flex flex-col gap-3 sm:flex-row" />
      </MarketingHero>
      <MarketingSection title="homeowner.howItWorks">
        <NumberedSteps
          steps={steps}
          className="mt-8 grid gap-4 sm:grid-cols-3"
          itemClassName="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs"
        />
      </MarketingSection>
      <MarketingSection title="homeowner.benefitsTitle" band="border-t">
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {benefits.map((key) => (
            <li key={key} className="flex items-start gap-3 text-slate-700">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {t(key)}
            </li>
          ))}
        </ul>
      </MarketingSection>
    </>
  );
};
