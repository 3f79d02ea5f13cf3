// The bodies of the pricing sections: material prices, labor, old-fence removal, job charges, markup and
// tax, financing. Units and what each rate applies to follow docs/pricing.md.
import { useSelector } from '@tanstack/react-form';
import { moneyProps } from '#frontend/components/fields/amount-field';
import { urlInput } from '#frontend/components/fields/input-presets';
import type { TranslationKey } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { percentProps } from '../amount-props';
import { removalMaterialNameKey } from '../material-names';
import { removalRateKeys } from '../pricing-form-values';
import { testIdOf } from '../test-id';
import type { SettingsForm } from '../use-settings-form';
import { type RateColumn, RateTable } from './rate-table';
import { type AmountBox, AmountBoxes, CheckBox, ChoiceBoxes } from './settings-boxes';

type Form = { form: SettingsForm };

const Hint = ({ children }: { children: string }) => (
  <p className="mt-3 text-sm text-slate-600">{children}</p>
);

const materialPriceColumns: RateColumn[] = [
  {
    group: 'pricePerFootCents',
    header: 'form.pricePerFoot',
    label: 'settings.materials.pricePerFootLabel',
  },
  { group: 'gatePriceCents', header: 'settings.col.gatePrice', label: 'settings.materials.gatePriceLabel' },
];

const laborColumns: RateColumn[] = [
  { group: 'laborPerFootCents', header: 'settings.col.perFoot', label: 'settings.labor.perFootLabel' },
  { group: 'laborPerPostCents', header: 'settings.col.perPost', label: 'settings.labor.perPostLabel' },
  { group: 'laborPerGateCents', header: 'settings.col.perGate', label: 'settings.labor.perGateLabel' },
];

/** A per-material rate grid with its note below. */
const RateSection = ({
  form,
  caption,
  hint,
  columns,
}: Form & { caption: TranslationKey; hint: TranslationKey; columns: RateColumn[] }) => {
  const t = useT();
  return (
    <>
      <RateTable form={form} caption={caption} columns={columns} />
      <Hint>{t(hint)}</Hint>
    </>
  );
};

export const MaterialPricesSection = ({ form }: Form) => (
  <RateSection
    form={form}
    caption="settings.materials.title"
    hint="settings.materials.hint"
    columns={materialPriceColumns}
  />
);

export const LaborSection = ({ form }: Form) => (
  <RateSection form={form} caption="settings.labor.title" hint="settings.labor.hint" columns={laborColumns} />
);

export const RemovalSection = ({ form }: Form) => {
  const t = useT();
  return (
    <div className="space-y-5">
      <ChoiceBoxes
        form={form}
        path="pricing.removal.pricingType"
        legend="settings.removal.type"
        options={[
          {
            value: 'per_foot',
            label: 'settings.removal.perFoot',
            description: 'settings.removal.perFootDescription',
          },
          {
            value: 'flat_fee',
            label: 'settings.removal.flatFee',
            description: 'settings.removal.flatFeeDescription',
          },
        ]}
      />
      <AmountBoxes
        form={form}
        boxes={[
          {
            path: 'pricing.removal.flatFeeCents',
            className: 'max-w-xs',
            label: 'settings.removal.flatFeeLabel',
            hint: 'settings.removal.flatFeeHint',
            ...moneyProps,
          },
        ]}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('settings.removal.perFootRates')}</legend>
        <p className="mt-0.5 mb-2 text-xs text-slate-500">{t('settings.removal.perFootRatesHint')}</p>
        <div className="grid max-w-3xl grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          <AmountBoxes
            form={form}
            boxes={removalRateKeys.map((key) => ({
              path: `pricing.removal.perFootCents.${key}` as const,
              label: removalMaterialNameKey[key],
              labelClassName: 'mb-1 block text-xs font-medium text-slate-700',
              compact: true,
              ...moneyProps,
            }))}
          />
        </div>
      </fieldset>
    </div>
  );
};

/** A multiplier of the job's labor: 0.5× to 5× in steps of 0.05. */
const factor = {
  hint: 'settings.jobCharges.factorHint',
  suffix: '×',
  step: '0.05',
  min: 0.5,
  max: 5,
} as const;

const jobCharges: readonly AmountBox[] = [
  {
    path: 'pricing.minimumInstallationChargeCents',
    label: 'estimate.line.minimumCharge',
    hint: 'settings.jobCharges.minimumHint',
    ...moneyProps,
  },
  {
    path: 'pricing.excavationRateCents',
    label: 'settings.jobCharges.excavation',
    hint: 'settings.jobCharges.excavationHint',
    ...moneyProps,
  },
  {
    path: 'pricing.concreteSetRateCents',
    label: 'settings.jobCharges.concrete',
    hint: 'settings.jobCharges.concreteHint',
    ...moneyProps,
  },
  {
    path: 'pricing.concreteBagsPerPost',
    label: 'settings.jobCharges.bags',
    hint: 'settings.jobCharges.bagsHint',
    unit: 'settings.unit.bags',
    step: '0.5',
    min: 0,
    max: 10,
  },
  { path: 'pricing.siteAccessMultiplier', label: 'settings.jobCharges.siteAccess', ...factor },
  { path: 'pricing.terrainDifficultyMultiplier', label: 'settings.jobCharges.terrain', ...factor },
];

export const JobChargesSection = ({ form }: Form) => (
  <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
    <AmountBoxes form={form} boxes={jobCharges} />
  </div>
);

export const MarkupTaxSection = ({ form }: Form) => {
  const t = useT();
  return (
    <div className="space-y-5">
      <AmountBoxes
        form={form}
        boxes={[
          {
            path: 'pricing.markupPercentage',
            className: 'max-w-xs',
            label: 'settings.markup.label',
            hint: 'settings.markup.hint',
            ...percentProps(200, '0.1'),
          },
        ]}
      />
      <div className="space-y-4 rounded-xl border border-slate-200 p-4">
        <CheckBox form={form} path="pricing.taxEnabled" label="settings.tax.enabled" />
        <div className="grid gap-4 sm:grid-cols-2">
          <AmountBoxes
            form={form}
            boxes={[
              {
                path: 'pricing.taxRatePercent',
                label: 'settings.tax.rate',
                hint: 'settings.tax.rateHint',
                ...percentProps(20, '0.001'),
              },
            ]}
          />
          <form.AppField name="pricing.taxBase">
            {(field) => (
              <field.SelectField<'all' | 'materials'>
                label={t('settings.tax.base')}
                options={[
                  { value: 'all', label: t('settings.tax.baseAll') },
                  { value: 'materials', label: t('settings.tax.baseMaterials') },
                ]}
                data-testid={testIdOf('pricing.taxBase')}
              />
            )}
          </form.AppField>
        </div>
      </div>
    </div>
  );
};

const financingRates: readonly AmountBox[] = [
  {
    path: 'pricing.financing.aprPercent',
    label: 'settings.financing.apr',
    hint: 'settings.financing.aprHint',
    ...percentProps(40),
  },
  {
    path: 'pricing.financing.termMonths',
    label: 'settings.financing.term',
    hint: 'settings.financing.termHint',
    unit: 'settings.unit.months',
    step: '1',
    min: 1,
    max: 240,
    inputMode: 'numeric',
  },
  {
    path: 'pricing.financing.programFeePercent',
    label: 'settings.financing.programFee',
    hint: 'settings.financing.programFeeHint',
    ...percentProps(25),
  },
];

export const FinancingSection = ({ form }: Form) => {
  const t = useT();
  const keepsLink = useSelector(form.store, (state) => state.values.financingUrl !== null);
  return (
    <div className="space-y-4">
      <CheckBox form={form} path="pricing.financing.enabled" label="settings.financing.enabled" />
      <div className="grid gap-4 sm:grid-cols-3">
        <AmountBoxes form={form} boxes={financingRates} />
      </div>
      {keepsLink ? (
        <form.AppField name="financingUrl">
          {(field) => (
            <field.TextField
              {...urlInput}
              label={t('settings.financing.url')}
              hint={t('settings.financing.urlHint')}
              data-testid="settings-financingUrl"
            />
          )}
        </form.AppField>
      ) : null}
      <Hint>{t('settings.financing.hint')}</Hint>
    </div>
  );
};
