// The bodies of the pricing sections: material prices, labor, old-fence removal, job charges, markup and
// tax, financing. Units and what each rate applies to follow docs/pricing.md.
import { useSelector } from '@tanstack/react-form';
import type { TranslationKey } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { removalMaterialNameKey } from '../material-names';
import { removalRateKeys } from '../pricing-form-values';
import { testIdOf } from '../test-id';
import type { SettingsForm } from '../use-settings-form';
import { type RateColumn, RateTable } from './rate-table';

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
      <form.AppField name="pricing.removal.pricingType">
        {(field) => (
          <field.ChoiceGroup
            legend={t('settings.removal.type')}
            options={[
              {
                value: 'per_foot',
                label: t('settings.removal.perFoot'),
                description: t('settings.removal.perFootDescription'),
              },
              {
                value: 'flat_fee',
                label: t('settings.removal.flatFee'),
                description: t('settings.removal.flatFeeDescription'),
              },
            ]}
            data-testid={testIdOf('pricing.removal.pricingType')}
          />
        )}
      </form.AppField>
      <form.AppField name="pricing.removal.flatFeeCents">
        {(field) => (
          <field.MoneyField
            className="max-w-xs"
            label={t('settings.removal.flatFeeLabel')}
            hint={t('settings.removal.flatFeeHint')}
            data-testid={testIdOf('pricing.removal.flatFeeCents')}
          />
        )}
      </form.AppField>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('settings.removal.perFootRates')}</legend>
        <p className="mt-0.5 mb-2 text-xs text-slate-500">{t('settings.removal.perFootRatesHint')}</p>
        <div className="grid max-w-3xl grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {removalRateKeys.map((key) => (
            <form.AppField key={key} name={`pricing.removal.perFootCents.${key}`}>
              {(field) => (
                <field.MoneyField
                  compact
                  label={t(removalMaterialNameKey[key])}
                  labelClassName="mb-1 block text-xs font-medium text-slate-700"
                  data-testid={testIdOf(`pricing.removal.perFootCents.${key}`)}
                />
              )}
            </form.AppField>
          ))}
        </div>
      </fieldset>
    </div>
  );
};

/** A multiplier of the job's labor: 0.5× to 5× in steps of 0.05. */
const factor = { suffix: '×', step: '0.05', min: 0.5, max: 5 } as const;

export const JobChargesSection = ({ form }: Form) => {
  const t = useT();
  const money = [
    [
      'pricing.minimumInstallationChargeCents',
      'estimate.line.minimumCharge',
      'settings.jobCharges.minimumHint',
    ],
    ['pricing.excavationRateCents', 'settings.jobCharges.excavation', 'settings.jobCharges.excavationHint'],
    ['pricing.concreteSetRateCents', 'settings.jobCharges.concrete', 'settings.jobCharges.concreteHint'],
  ] as const;
  const factors = [
    ['pricing.siteAccessMultiplier', 'settings.jobCharges.siteAccess'],
    ['pricing.terrainDifficultyMultiplier', 'settings.jobCharges.terrain'],
  ] as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {money.map(([path, label, hint]) => (
        <form.AppField key={path} name={path}>
          {(field) => <field.MoneyField label={t(label)} hint={t(hint)} data-testid={testIdOf(path)} />}
        </form.AppField>
      ))}
      <form.AppField name="pricing.concreteBagsPerPost">
        {(field) => (
          <field.AmountField
            label={t('settings.jobCharges.bags')}
            hint={t('settings.jobCharges.bagsHint')}
            suffix={t('settings.unit.bags')}
            step="0.5"
            min={0}
            max={10}
            data-testid={testIdOf('pricing.concreteBagsPerPost')}
          />
        )}
      </form.AppField>
      {factors.map(([path, label]) => (
        <form.AppField key={path} name={path}>
          {(field) => (
            <field.AmountField
              label={t(label)}
              hint={t('settings.jobCharges.factorHint')}
              {...factor}
              data-testid={testIdOf(path)}
            />
          )}
        </form.AppField>
      ))}
    </div>
  );
};

export const MarkupTaxSection = ({ form }: Form) => {
  const t = useT();
  return (
    <div className="space-y-5">
      <form.AppField name="pricing.markupPercentage">
        {(field) => (
          <field.AmountField
            className="max-w-xs"
            label={t('settings.markup.label')}
            hint={t('settings.markup.hint')}
            suffix="%"
            step="0.1"
            min={0}
            max={200}
            data-testid={testIdOf('pricing.markupPercentage')}
          />
        )}
      </form.AppField>
      <div className="space-y-4 rounded-xl border border-slate-200 p-4">
        <form.AppField name="pricing.taxEnabled">
          {(field) => (
            <field.CheckboxField
              label={t('settings.tax.enabled')}
              data-testid={testIdOf('pricing.taxEnabled')}
            />
          )}
        </form.AppField>
        <div className="grid gap-4 sm:grid-cols-2">
          <form.AppField name="pricing.taxRatePercent">
            {(field) => (
              <field.AmountField
                label={t('settings.tax.rate')}
                hint={t('settings.tax.rateHint')}
                suffix="%"
                step="0.001"
                min={0}
                max={20}
                data-testid={testIdOf('pricing.taxRatePercent')}
              />
            )}
          </form.AppField>
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

const financingRates = [
  {
    path: 'pricing.financing.aprPercent',
    label: 'settings.financing.apr',
    hint: 'settings.financing.aprHint',
    props: { suffix: '%', step: '0.01', min: 0, max: 40 },
  },
  {
    path: 'pricing.financing.termMonths',
    label: 'settings.financing.term',
    hint: 'settings.financing.termHint',
    props: { step: '1', min: 1, max: 240, inputMode: 'numeric' },
    unit: 'settings.unit.months',
  },
  {
    path: 'pricing.financing.programFeePercent',
    label: 'settings.financing.programFee',
    hint: 'settings.financing.programFeeHint',
    props: { suffix: '%', step: '0.01', min: 0, max: 25 },
  },
] as const;

export const FinancingSection = ({ form }: Form) => {
  const t = useT();
  const keepsLink = useSelector(form.store, (state) => state.values.financingUrl !== null);
  return (
    <div className="space-y-4">
      <form.AppField name="pricing.financing.enabled">
        {(field) => (
          <field.CheckboxField
            label={t('settings.financing.enabled')}
            data-testid={testIdOf('pricing.financing.enabled')}
          />
        )}
      </form.AppField>
      <div className="grid gap-4 sm:grid-cols-3">
        {financingRates.map((rate) => (
          <form.AppField key={rate.path} name={rate.path}>
            {(field) => (
              <field.AmountField
                label={t(rate.label)}
                hint={t(rate.hint)}
                {...rate.props}
                {...('unit' in rate ? { suffix: t(rate.unit) } : {})}
                data-testid={testIdOf(rate.path)}
              />
            )}
          </form.AppField>
        ))}
      </div>
      {keepsLink ? (
        <form.AppField name="financingUrl">
          {(field) => (
            <field.TextField
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://"
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
