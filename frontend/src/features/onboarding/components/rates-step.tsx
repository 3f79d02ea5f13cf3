// Onboarding step 2, core rates: the price per foot of three materials and the labor per foot of five,
// in dollars (SPEC §9 defaults prefilled).
import type { ReactNode } from 'react';
import type { TranslationKey } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { laborMaterials, priceMaterials } from '../onboarding-values';
import type { OnboardingForm } from '../use-onboarding-form';

/** A rate in dollars and cents, never negative. */
const rateProps = { type: 'number', inputMode: 'decimal', min: 0, step: '0.01' } as const;

const RateGroup = ({
  legend,
  hint,
  children,
}: {
  legend: TranslationKey;
  hint: TranslationKey;
  children: ReactNode;
}) => {
  const t = useT();
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold text-slate-900">{t(legend)}</legend>
      <p className="text-sm text-slate-600">{t(hint)}</p>
      <div className="grid gap-4 sm:grid-cols-3">{children}</div>
    </fieldset>
  );
};

export const RatesStep = ({ form }: { form: OnboardingForm }) => {
  const t = useT();
  return (
    <div className="space-y-6" data-testid="onboarding-step-2">
      <RateGroup legend="form.pricePerFoot" hint="onboarding.pricePerFootHint">
        {priceMaterials.map((material) => (
          <form.AppField key={material} name={`rates.pricePerFoot.${material}`}>
            {(field) => (
              <field.TextField
                label={t(`onboarding.price.${material}`)}
                {...rateProps}
                data-testid={`onboarding-price-${material}`}
              />
            )}
          </form.AppField>
        ))}
      </RateGroup>
      <RateGroup legend="onboarding.laborPerFoot" hint="onboarding.laborPerFootHint">
        {laborMaterials.map((material) => (
          <form.AppField key={material} name={`rates.laborPerFoot.${material}`}>
            {(field) => (
              <field.TextField
                label={t(`onboarding.labor.${material}`)}
                {...rateProps}
                data-testid={`onboarding-labor-${material}`}
              />
            )}
          </form.AppField>
        ))}
      </RateGroup>
    </div>
  );
};
