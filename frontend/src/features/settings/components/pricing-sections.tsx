// The bodies of the pricing sections: material prices, labor, old-fence removal, job charges, markup and
// tax, financing. Units and what each rate applies to follow docs/pricing.md.
import { Fragment } from 'react';
import { fenceMaterials } from '../../../../../domain/contractor-defaults';
import { useT } from '../../../i18n/use-t';
import { errorFor } from '../../../lib/schema-errors';
import { materialNameKey, removalMaterialNameKey } from '../material-names';
import { type PerMaterialGroup, removalRateKeys } from '../pricing-form-values';
import type { SettingsForm } from '../use-settings-form';
import { bindFlag, bindText, testIdOf } from './bind-pricing';
import { AmountField, CheckboxField, ChoiceGroup, MoneyField, SelectField, TextInputField } from './fields';

interface RateColumn {
  group: PerMaterialGroup;
  header: string;
  /** The box's accessible name, given the material's name. */
  label: (material: string) => string;
}

const gridOf: Record<number, string> = {
  2: 'max-w-2xl grid-cols-2 sm:grid-cols-[10rem_repeat(2,minmax(0,1fr))]',
  3: 'max-w-3xl grid-cols-3 sm:grid-cols-[10rem_repeat(3,minmax(0,1fr))]',
};

/** Materials down, rates across; on a phone each material's name sits above its row of boxes. */
const RateTable = ({
  form,
  columns,
  caption,
}: {
  form: SettingsForm;
  columns: RateColumn[];
  caption: string;
}) => {
  const t = useT();
  return (
    <fieldset className={`grid items-start gap-x-3 gap-y-2 ${gridOf[columns.length] ?? ''}`}>
      <legend className="sr-only">{caption}</legend>
      <span className="hidden text-xs font-semibold text-slate-600 sm:block">
        {t('settings.col.material')}
      </span>
      {columns.map((column) => (
        <span key={column.group} aria-hidden="true" className="text-xs font-semibold text-slate-600">
          {column.header}
        </span>
      ))}
      {fenceMaterials.map((material) => {
        const name = t(materialNameKey[material]);
        return (
          <Fragment key={material}>
            <span className="col-span-full pt-2 text-sm font-medium text-slate-900 sm:col-span-1 sm:pt-2.5">
              {name}
            </span>
            {columns.map((column) => (
              <MoneyField
                key={column.group}
                compact
                label={column.label(name)}
                labelClassName="sr-only"
                {...bindText(form, `pricing.${column.group}.${material}`)}
              />
            ))}
          </Fragment>
        );
      })}
    </fieldset>
  );
};

const Hint = ({ children }: { children: string }) => (
  <p className="mt-3 text-sm text-slate-600">{children}</p>
);

export const MaterialPricesSection = ({ form }: { form: SettingsForm }) => {
  const t = useT();
  return (
    <>
      <RateTable
        form={form}
        caption={t('settings.materials.title')}
        columns={[
          {
            group: 'pricePerFootCents',
            header: t('settings.col.pricePerFoot'),
            label: (material) => t('settings.materials.pricePerFootLabel', { material }),
          },
          {
            group: 'gatePriceCents',
            header: t('settings.col.gatePrice'),
            label: (material) => t('settings.materials.gatePriceLabel', { material }),
          },
        ]}
      />
      <Hint>{t('settings.materials.hint')}</Hint>
    </>
  );
};

export const LaborSection = ({ form }: { form: SettingsForm }) => {
  const t = useT();
  return (
    <>
      <RateTable
        form={form}
        caption={t('settings.labor.title')}
        columns={[
          {
            group: 'laborPerFootCents',
            header: t('settings.col.perFoot'),
            label: (material) => t('settings.labor.perFootLabel', { material }),
          },
          {
            group: 'laborPerPostCents',
            header: t('settings.col.perPost'),
            label: (material) => t('settings.labor.perPostLabel', { material }),
          },
          {
            group: 'laborPerGateCents',
            header: t('settings.col.perGate'),
            label: (material) => t('settings.labor.perGateLabel', { material }),
          },
        ]}
      />
      <Hint>{t('settings.labor.hint')}</Hint>
    </>
  );
};

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
