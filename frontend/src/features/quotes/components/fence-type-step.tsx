// Step 2 of the homeowner quote: the fence types as cards, each with a short, honest description.
// Picking one moves on to the last step.
import { Check } from 'lucide-react';
import { type FenceMaterialId, fenceMaterialIds } from '#domain/pricing/materials';
import { useCoreT } from '#frontend/i18n/use-core-t';

interface FenceTypeStepProps {
  selected: FenceMaterialId | null;
  onPick: (material: FenceMaterialId) => void;
  error?: string | undefined;
}

export const FenceTypeStep = ({ selected, onPick, error }: FenceTypeStepProps) => {
  const t = useCoreT();
  return (
    <fieldset>
      <legend className="sr-only">{t('quote.flow.step.type')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {fenceMaterialIds.map((material) => {
          const chosen = selected === material;
          return (
            <button
              key={material}
              type="button"
              aria-pressed={chosen}
              onClick={() => onPick(material)}
              data-testid={`fence-type-${material}`}
              className={`flex min-h-24 flex-col items-start gap-1 rounded-xl border p-4 text-left transition-colors hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                chosen ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-200 bg-white'
              }`}
            >
              <span className="flex w-full items-center justify-between gap-2 text-base font-semibold text-slate-900">
                {t(`quote.material.${material}`)}
                {chosen ? <Check aria-hidden="true" className="size-5 text-brand-700" /> : null}
              </span>
              <span className="text-sm text-slate-600">{t(`quote.material.${material}.detail`)}</span>
            </button>
          );
        })}
      </div>
      {error ? <p className="mt-2 text-sm text-red-600">{error}</p> : null}
    </fieldset>
  );
};
