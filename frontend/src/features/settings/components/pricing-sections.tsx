// The bodies of the pricing sections: material prices, labor, old-fence removal, job charges, markup and
// tax, financing. Units and what each rate applies to follow docs/pricing.md.
import type { TranslationKey } from '#frontend/i18n/en';
import { useT } from '#frontend/i18n/use-t';
import { errorFor } from '#frontend/lib/schema-errors';
import { removalMaterialNameKey } from '../material-names';
import { removalRateKeys } from '../pricing-form-values';
import type { SettingsForm } from '../use-settings-form';
import { bindFlag, bindText, testIdOf } from './bind-pricing';
import { AmountField, CheckboxField, ChoiceGroup, MoneyField, SelectField, TextInputField } from './fields';
import { type RateColumn, RateTable } from './rate-table';

const Hint = ({ children }: { children: string }) => (
  <p className="mt-3 text-sm text-slate-600">{children}</p>
);

const materialPriceColumns: RateColumn[] = [
  {
    group: 'pricePerFootCents',
    header: 'settings.col.pricePerFoot',
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
}: {
  form: SettingsForm;
  caption: TranslationKey;
  hint: TranslationKey;
  columns: RateColumn[];
}) => {
  const t = useT();
  return (
    <>
      <RateTable form={form} caption={caption} columns={columns} />
      <Hint>{t(hint)}</Hint>
    </>
  );
};

export const MaterialPricesSection = ({ form }: { form: SettingsForm }) => (
  <RateSection
    form={form}
    caption="settings.materials.title"
    hint="settings.materials.hint"
    columns={materialPriceColumns}
  />
);

export const LaborSection = ({ form }: { form: SettingsForm }) => (
  <RateSection form={form} caption="settings.labor.title" hint="settings.labor.hint" columns={laborColumns} />
);

export const RemovalSection = ({ form }: { form: SettingsForm }) => {
  const t = useT();
  const typePath = 'pricing.removal.pricingType';
  return (
    <div className="space-y-5">
      <ChoiceGroup
        legend={t('settings.removal.type')}
        name="removal-pricing-type"
        value={(form.pricing.text[typePath] ?? 'per_foot') as 'per_foot' | 'flat_fee'}
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
        onValueChange={bindText(form, typePath).onValueChange}
        error={errorFor(form.errors, typePath)}
        data-testid={testIdOf(typePath)}
      />
      <MoneyField
        className="max-w-xs"
        label={t('settings.removal.flatFeeLabel')}
        hint={t('settings.removal.flatFeeHint')}
        {...bindText(form, 'pricing.removal.flatFeeCents')}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('settings.removal.perFootRates')}</legend>
        <p className="mt-0.5 mb-2 text-xs text-slate-500">{t('settings.removal.perFootRatesHint')}</p>
        <div className="grid max-w-3xl grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {removalRateKeys.map((key) => (
            <MoneyField
              key={key}
              compact
              label={t(removalMaterialNameKey[key])}
              labelClassName="mb-1 block text-xs font-medium text-slate-700"
              {...bindText(form, `pricing.removal.perFootCents.${key}`)}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
};

export const JobChargesSection = ({ form }: { form: SettingsForm }) => {
  const t = useT();
  const factor = { suffix: '×', step: '0.05', min: 0.5, max: 5 } as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <MoneyField
        label={t('settings.jobCharges.minimum')}
        hint={t('settings.jobCharges.minimumHint')}
        {...bindText(form, 'pricing.minimumInstallationChargeCents')}
      />
      <MoneyField
        label={t('settings.jobCharges.excavation')}
        hint={t('settings.jobCharges.excavationHint')}
        {...bindText(form, 'pricing.excavationRateCents')}
      />
      <MoneyField
        label={t('settings.jobCharges.concrete')}
        hint={t('settings.jobCharges.concreteHint')}
        {...bindText(form, 'pricing.concreteSetRateCents')}
      />
      <AmountField
        label={t('settings.jobCharges.bags')}
        hint={t('settings.jobCharges.bagsHint')}
        suffix={t('settings.unit.bags')}
        step="0.5"
        min={0}
        max={10}
        {...bindText(form, 'pricing.concreteBagsPerPost')}
      />
      <AmountField
        label={t('settings.jobCharges.siteAccess')}
        hint={t('settings.jobCharges.factorHint')}
        {...factor}
        {...bindText(form, 'pricing.siteAccessMultiplier')}
      />
      <AmountField
        label={t('settings.jobCharges.terrain')}
        hint={t('settings.jobCharges.factorHint')}
        {...factor}
        {...bindText(form, 'pricing.terrainDifficultyMultiplier')}
      />
    </div>
  );
};

export const MarkupTaxSection = ({ form }: { form: SettingsForm }) => {
  const t = useT();
  const basePath = 'pricing.taxBase';
  return (
    <div className="space-y-5">
      <AmountField
        className="max-w-xs"
        label={t('settings.markup.label')}
        hint={t('settings.markup.hint')}
        suffix="%"
        step="0.1"
        min={0}
        max={200}
        {...bindText(form, 'pricing.markupPercentage')}
      />
      <div className="space-y-4 rounded-xl border border-slate-200 p-4">
        <CheckboxField label={t('settings.tax.enabled')} {...bindFlag(form, 'pricing.taxEnabled')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <AmountField
            label={t('settings.tax.rate')}
            hint={t('settings.tax.rateHint')}
            suffix="%"
            step="0.001"
            min={0}
            max={20}
            {...bindText(form, 'pricing.taxRatePercent')}
          />
          <SelectField
            label={t('settings.tax.base')}
            value={(form.pricing.text[basePath] ?? 'all') as 'all' | 'materials'}
            options={[
              { value: 'all', label: t('settings.tax.baseAll') },
              { value: 'materials', label: t('settings.tax.baseMaterials') },
            ]}
            onValueChange={bindText(form, basePath).onValueChange}
            error={errorFor(form.errors, basePath)}
            data-testid={testIdOf(basePath)}
          />
        </div>
      </div>
    </div>
  );
};

export const FinancingSection = ({ form }: { form: SettingsForm }) => {
  const t = useT();
  const { financingUrl } = form.pricing;
  return (
    <div className="space-y-4">
      <CheckboxField
        label={t('settings.financing.enabled')}
        {...bindFlag(form, 'pricing.financing.enabled')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <AmountField
          label={t('settings.financing.apr')}
          hint={t('settings.financing.aprHint')}
          suffix="%"
          step="0.01"
          min={0}
          max={40}
          {...bindText(form, 'pricing.financing.aprPercent')}
        />
        <AmountField
          label={t('settings.financing.term')}
          hint={t('settings.financing.termHint')}
          suffix={t('settings.unit.months')}
          step="1"
          min={1}
          max={240}
          inputMode="numeric"
          {...bindText(form, 'pricing.financing.termMonths')}
        />
        <AmountField
          label={t('settings.financing.programFee')}
          hint={t('settings.financing.programFeeHint')}
          suffix="%"
          step="0.01"
          min={0}
          max={25}
          {...bindText(form, 'pricing.financing.programFeePercent')}
        />
      </div>
      {financingUrl !== null ? (
        <TextInputField
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          label={t('settings.financing.url')}
          hint={t('settings.financing.urlHint')}
          value={financingUrl}
          onValueChange={(value) =>
            form.editPricing((draft) => {
              draft.financingUrl = value;
            }, 'financingUrl')
          }
          error={errorFor(form.errors, 'financingUrl')}
          data-testid="settings-financingUrl"
        />
      ) : null}
      <Hint>{t('settings.financing.hint')}</Hint>
    </div>
  );
};
