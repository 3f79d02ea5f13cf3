// Delivery settings: how the fee is worked out, the order-value tiers, the distance brackets of tier 1
// (added and removed here, 1 to 10), the flat and per-mile fees and the optional discount.
import { Plus } from 'lucide-react';
import { firstErrorText } from '#frontend/components/form/form-errors';
import { Button } from '#frontend/components/ui/button';
import { useT } from '#frontend/i18n/use-t';
import { newBracket } from '../pricing-form-values';
import { testIdOf } from '../test-id';
import type { SettingsForm } from '../use-settings-form';
import { RemoveButton } from './remove-button';

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
        const listError = firstErrorText(list.state.meta.errors, t.lang);
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
            {listError ? <p className="text-sm text-red-600">{listError}</p> : null}
            <Button
              variant="secondary"
              size="sm"
              disabled={brackets.length >= maxBrackets}
              onClick={() => list.pushValue(newBracket())}
              data-testid="settings-add-bracket"
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('settings.shipping.addBracket')}
            </Button>
          </div>
        );
      }}
    </form.Field>
  );
};

const shippingFees = [
  ['shipping.tierTwoFlatFeeCents', 'settings.shipping.flatFee', 'settings.shipping.flatFeeHint'],
  ['shipping.perMileRateCents', 'settings.shipping.perMileRate', 'settings.shipping.perMileRateHint'],
  ['shipping.perMileMinimumCents', 'settings.shipping.perMileMinimum', undefined],
] as const;

export const ShippingSection = ({ form }: Form) => {
  const t = useT();
  return (
    <div className="space-y-6">
      <form.AppField name="shipping.method">
        {(field) => (
          <field.ChoiceGroup
            legend={t('settings.shipping.method')}
            options={[
              {
                value: 'tiered',
                label: t('settings.shipping.tiered'),
                description: t('settings.shipping.tieredDescription'),
              },
              {
                value: 'flat',
                label: t('settings.shipping.flatFee'),
                description: t('settings.shipping.flatDescription'),
              },
              {
                value: 'per_mile',
                label: t('settings.shipping.perMile'),
                description: t('settings.shipping.perMileDescription'),
              },
            ]}
            data-testid={testIdOf('shipping.method')}
          />
        )}
      </form.AppField>

      <div className="space-y-3">
        <SubHeading>{t('settings.shipping.tiers')}</SubHeading>
        <p className="text-xs text-slate-500">{t('settings.shipping.tiersHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <form.AppField name="shipping.tierOneMaxCents">
            {(field) => (
              <field.MoneyField
                label={t('settings.shipping.tierOneMax')}
                data-testid={testIdOf('shipping.tierOneMaxCents')}
              />
            )}
          </form.AppField>
          <form.AppField name="shipping.tierTwoMaxCents">
            {(field) => (
              <field.MoneyField
                label={t('settings.shipping.tierTwoMax')}
                data-testid={testIdOf('shipping.tierTwoMaxCents')}
              />
            )}
          </form.AppField>
        </div>
        <form.AppField name="shipping.tierThreeFree">
          {(field) => (
            <field.CheckboxField
              label={t('settings.shipping.tierThreeFree')}
              data-testid={testIdOf('shipping.tierThreeFree')}
            />
          )}
        </form.AppField>
      </div>

      <Brackets form={form} />

      <div className="space-y-3">
        <SubHeading>{t('settings.shipping.fees')}</SubHeading>
        <div className="grid gap-4 sm:grid-cols-3">
          {shippingFees.map(([path, label, hint]) => (
            <form.AppField key={path} name={path}>
              {(field) => (
                <field.MoneyField
                  label={t(label)}
                  {...(hint ? { hint: t(hint) } : {})}
                  data-testid={testIdOf(path)}
                />
              )}
            </form.AppField>
          ))}
        </div>
      </div>

      <div className="space-y-3 rounded-xl border border-slate-200 p-4">
        <form.AppField name="shipping.discountEnabled">
          {(field) => (
            <field.CheckboxField
              label={t('settings.shipping.discountEnabled')}
              data-testid={testIdOf('shipping.discountEnabled')}
            />
          )}
        </form.AppField>
        <form.AppField name="shipping.discountPercent">
          {(field) => (
            <field.AmountField
              className="max-w-xs"
              label={t('settings.shipping.discountPercent')}
              hint={t('settings.shipping.discountHint')}
              suffix="%"
              step="1"
              min={0}
              max={100}
              data-testid={testIdOf('shipping.discountPercent')}
            />
          )}
        </form.AppField>
      </div>
    </div>
  );
};
