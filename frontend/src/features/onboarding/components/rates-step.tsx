// Onboarding step 2, core rates: the price per foot of three materials and the labor per foot of five,
// in dollars (SPEC §9 defaults prefilled).
import { type TextFieldEntry, TextFieldList } from '#frontend/components/form/text-field-list';
import type { TranslationKey } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { laborMaterials, priceMaterials } from '../onboarding-values';
import type { OnboardingForm } from '../use-onboarding-form';

/** A rate in dollars and cents, never negative. */
const rateProps = { type: 'number', inputMode: 'decimal', min: 0, step: '0.01' } as const;

type RateName =
  | `rates.pricePerFoot.${(typeof priceMaterials)[number]}`
  | `rates.laborPerFoot.${(typeof laborMaterials)[number]}`;

/** One group of rates under its legend and note, a box per material. */
const RateGroup = ({
  form,
  legend,
  hint,
  testIdPrefix,
  rates,
}: {
  form: OnboardingForm;
  legend: TranslationKey;
  hint: TranslationKey;
  testIdPrefix: string;
  rates: ReadonlyArray<TextFieldEntry<RateName>>;
}) => {
  const t = useT();
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold text-slate-900">{t(legend)}</legend>
      <p className="text-sm text-slate-600">{t(hint)}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextFieldList
          form={form}
          testIdPrefix={testIdPrefix}
          fields={rates.map((rate) => ({ ...rate, ...rateProps }))}
        />
      </div>
    </fieldset>
  );
};

export const RatesStep = ({ form }: { form: OnboardingForm }) => {
  const t = useT();
  return (
    <div className="space-y-6" data-testid="onboarding-step-2">
      <RateGroup
        form={form}
        legend="form.pricePerFoot"
        hint="onboarding.pricePerFootHint"
        testIdPrefix="onboarding-price"
        rates={priceMaterials.map((material) => ({
          name: `rates.pricePerFoot.${material}`,
          label: t(`onboarding.price.${material}`),
        }))}
      />
      <RateGroup
        form={form}
        legend="onboarding.laborPerFoot"
        hint="onboarding.laborPerFootHint"
        testIdPrefix="onboarding-labor"
        rates={laborMaterials.map((material) => ({
          name: `rates.laborPerFoot.${material}`,
          label: t(`onboarding.labor.${material}`),
        }))}
      />
    </div>
  );
};
