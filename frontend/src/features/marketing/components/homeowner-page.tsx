// The homeowner landing page (/homeowner): the instant-quote promise, the way into the quote flow or the
// calculator demo, how it works, and live figures only.
import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import { buttonClasses } from '#frontend/components/ui/button-styles';
import type { TranslationKey } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { useDocumentMeta } from '#frontend/lib/use-document-meta';
import { NumberedSteps, type Step } from './numbered-steps';
import { StatFigures } from './stat-figures';

const steps: readonly Step[] = [
  ['homeowner.step1', 'homeowner.step1.body'],
  ['homeowner.step2', 'homeowner.step2.body'],
  ['homeowner.step3', 'homeowner.step3.body'],
];

const benefits: readonly TranslationKey[] = [
  'homeowner.benefit.breakdown',
  'homeowner.benefit.financing',
  'homeowner.benefit.text',
  'homeowner.benefit.contractors',
];

export const HomeownerPage = () => {
  const t = useT();
  useDocumentMeta(t('homeowner.title'));
  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">{t('homeowner.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{t('homeowner.subtitle')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/homeowner/quote" className={buttonClasses('inverse', 'lg')}>
              {t('homeowner.start')}
            </Link>
            <Link to="/quote" className={buttonClasses('onDark', 'lg')}>
              {t('homeowner.tryCalculator')}
            </Link>
          </div>
          <div className="mt-10">
            <StatFigures show={['quotesGenerated', 'financingApproved', 'averageRating']} tone="dark" />
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-14">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">{t('homeowner.howItWorks')}</h2>
        <NumberedSteps
          steps={steps}
          className="mt-8 grid gap-4 sm:grid-cols-3"
          itemClassName="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs"
        />
      </section>
      <section className="border-t border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 className="text-2xl font-bold tracking-tight text-slate-900">{t('homeowner.benefitsTitle')}</h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {benefits.map((key) => (
              <li key={key} className="flex items-start gap-3 text-slate-700">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
};
