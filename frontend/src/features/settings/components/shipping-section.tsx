// Delivery settings: how the fee is worked out, the order-value tiers, the distance brackets of tier 1
// (added and removed here, 1 to 10), the flat and per-mile fees and the optional discount.
import { moneyProps } from '#frontend/components/fields/amount-field';
import { useT } from '#frontend/i18n/use-t';
import { percentProps } from '../amount-props';
import { newBracket } from '../pricing-form-values';
import { testIdOf } from '../test-id';
import type { SettingsForm } from '../use-settings-form';
import { ListFooter } from './list-footer';
import { RemoveButton } from './remove-button';
import { type AmountBox, AmountBoxes, CheckBox, ChoiceBoxes } from './settings-boxes';

type Form = { form: SettingsForm };

const maxBrackets = 10;

const SubHeading = ({ children }: { children: string }) => (
  <h3 className="text-sm font-semibold text-slate-900">{children}</h3>
);

/** One bracket's row: the miles it reaches, its fee, and its remove button. */
const BracketRow = ({
  form,
  index,
  onRemove,
  removable,
}: Form & { index: number; onRemove: () => void; removable: boolean }) => {
  const t = useT();
  const number = index + 1;
  return (
    <>
      <form.AppField name={`shipping.distanceBrackets[${index}].maxMiles`}>
        {(field) => (
          <field.AmountField
            compact
            label={t('settings.shipping.bracketMilesLabel', { number })}
            labelClassName="sr-only"
            suffix={t('settings.unit.miles')}
            step="1"
            min={1}
            max={1000}
            data-testid={testIdOf(`shipping.distanceBrackets.${index}.maxMiles`)}
          />
        )}
      </form.AppField>
      <form.AppField name={`shipping.distanceBrackets[${index}].feeCents`}>
        {(field) => (
          <field.MoneyField
            compact
            label={t('settings.shipping.bracketFeeLabel', { number })}
            labelClassName="sr-only"
            data-testid={testIdOf(`shipping.distanceBrackets.${index}.feeCents`)}
          />
        )}
      </form.AppField>
      <RemoveButton
        label={t('settings.shipping.removeBracket', { number })}
        disabled={!removable}
        onClick={onRemove}
        testId={`settings-remove-bracket-${index}`}
      />
    </>
  );
};

const Brackets = ({ form }: Form) => {
  const t = useT();
  return (
    <form.Field name="shipping.distanceBrackets" mode="array">
      {(list) => {
        const brackets = list.state.value;
        return (
          <div className="space-y-2" data-testid="settings-shipping-brackets">
            <SubHeading>{t('settings.shipping.brackets')}</SubHeading>
            <p className="text-xs text-slate-500">{t('settings.shipping.bracketsHint')}</p>
            <div className="grid max-w-xl grid-cols-[minmax(0,1fr)_minmax(0,1fr)_2.75rem] items-start gap-x-3 gap-y-2">
              <span aria-hidden="true" className="text-xs font-semibold text-slate-600">
                {t('settings.shipping.upToMiles')}
              </span>
              <span aria-hidden="true" className="text-xs font-semibold text-slate-600">
                {t('settings.shipping.fee')}
              </span>
              <span />
              {brackets.map((bracket, index) => (
                <BracketRow
                  key={bracket.key}
                  form={form}
                  index={index}
                  removable={brackets.length > 1}
                  onRemove={() => list.removeValue(index)}
                />
              ))}
            </div>
            <ListFooter
              errors={list.state.meta.errors}
              addLabel={t('settings.shipping.addBracket')}
              onAdd={() => list.pushValue(newBracket())}
              full={brackets.length >= maxBrackets}
              size="sm"
              testId="settings-add-bracket"
            />
          </div>
        );
      }}
    </form.Field>
  );
};

const tierLimits: readonly AmountBox[] = [
  { path: 'shipping.tierOneMaxCents', label: 'settings.shipping.tierOneMax', ...moneyProps },
  { path: 'shipping.tierTwoMaxCents', label: 'settings.shipping.tierTwoMax', ...moneyProps },
];

const shippingFees: readonly AmountBox[] = [
  {
    path: 'shipping.tierTwoFlatFeeCents',
    label: 'settings.shipping.flatFee',
    hint: 'settings.shipping.flatFeeHint',
    ...moneyProps,
  },
  {
    path: 'shipping.perMileRateCents',
    label: 'settings.shipping.perMileRate',
    hint: 'settings.shipping.perMileRateHint',
    ...moneyProps,
  },
  { path: 'shipping.perMileMinimumCents', label: 'settings.shipping.perMileMinimum', ...moneyProps },
];

const discount: readonly AmountBox[] = [
  {
    path: 'shipping.discountPercent',
    className: 'max-w-xs',
    label: 'settings.shipping.discountPercent',
    hint: 'settings.shipping.discountHint',
    ...percentProps(100, '1'),
  },
];

export const ShippingSection = ({ form }: Form) => {
  const t = useT();
  return (
    <div className="space-y-6">
      <ChoiceBoxes
        form={form}
        path="shipping.method"
        legend="settings.shipping.method"
        options={[
          {
            value: 'tiered',
            label: 'settings.shipping.tiered',
            description: 'settings.shipping.tieredDescription',
          },
          {
            value: 'flat',
            label: 'settings.shipping.flatFee',
            description: 'settings.shipping.flatDescription',
          },
          {
            value: 'per_mile',
            label: 'settings.shipping.perMile',
            description: 'settings.shipping.perMileDescription',
          },
        ]}
      />

      <div className="space-y-3">
        <SubHeading>{t('settings.shipping.tiers')}</SubHeading>
        <p className="text-xs text-slate-500">{t('settings.shipping.tiersHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <AmountBoxes form={form} boxes={tierLimits} />
        </div>
        <CheckBox form={form} path="shipping.tierThreeFree" label="settings.shipping.tierThreeFree" />
      </div>

      <Brackets form={form} />

      <div className="space-y-3">
        <SubHeading>{t('settings.shipping.fees')}</SubHeading>
        <div className="grid gap-4 sm:grid-cols-3">
          <AmountBoxes form={form} boxes={shippingFees} />
        </div>
      </div>

      <div className="space-y-3 rounded-xl border border-slate-200 p-4">
        <CheckBox form={form} path="shipping.discountEnabled" label="settings.shipping.discountEnabled" />
        <AmountBoxes form={form} boxes={discount} />
      </div>
    </div>
  );
};
