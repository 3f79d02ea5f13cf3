// The honest state of a page whose feature is still being built: it names the feature and says what it
// will do, never shows invented data, and offers a way back.
import { Link } from '@tanstack/react-router';
import { Hammer } from 'lucide-react';
import { useT } from '#frontend/i18n/use-t';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { buttonClasses } from './button-styles';

export type FeatureName = 'contractorPortal';

interface FeatureInProgressProps {
  feature: FeatureName;
  /** Where the way-back link goes: signed-in pages lead to the dashboard, public ones home. */
  backTo: '/dashboard' | '/';
}

export const FeatureInProgress = ({ feature, backTo }: FeatureInProgressProps) => {
  const t = useT();
  const name = t(`feature.${feature}`);
  useDocumentMeta(pageTitle(name));
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:py-16" data-testid="feature-in-progress">
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 sm:p-10">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
          <Hammer aria-hidden="true" className="size-3.5" />
          {t('building.badge')}
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{name}</h1>
        <p className="mt-3 text-base text-slate-700">{t('building.message', { feature: name })}</p>
        <p className="mt-2 text-base text-slate-600">{t(`feature.${feature}.detail`)}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={backTo} className={buttonClasses('secondary')}>
            {backTo === '/' ? t('building.backHome') : t('building.backToDashboard')}
          </Link>
        </div>
      </div>
    </section>
  );
};
