// Delivery settings: how the fee is worked out, the order-value tiers, the distance brackets of tier 1
// (added and removed here, 1 to 10), the flat and per-mile fees and the optional discount.
import { Plus } from 'lucide-react';
import { Button } from '#frontend/components/ui/button';
import { useT } from '#frontend/i18n/use-t';
import { errorFor } from '#frontend/lib/schema-errors';
import { newBracketKey } from '../pricing-form-values';
import type { SettingsForm } from '../use-settings-form';
import { bindFlag, bindText, testIdOf } from './bind-pricing';
import { AmountField, CheckboxField, ChoiceGroup, MoneyField } from './fields';
import { RemoveButton } from './remove-button';

const maxBrackets = 10;

const SubHeading = ({ children }: { children: string }) => (
  <h3 className="text-sm font-semibold text-slate-900">{children}</h3>
);

const Brackets = ({ form }: { form: SettingsForm }) => {
  const t = useT();
  const { brackets } = form.pricing;
  const listError = form.errors['shipping.distanceBrackets'];
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
        {brackets.map((bracket, index) => {
          const milesPath = `shipping.distanceBrackets.${index}.maxMiles`;
          const feePath = `shipping.distanceBrackets.${index}.feeCents`;
          const number = index + 1;
          return [
            <AmountField
              key={`${bracket.key}-miles`}
              compact
              label={t('settings.shipping.bracketMilesLabel', { number })}
              labelClassName="sr-only"
              suffix={t('settings.unit.miles')}
              step="1"
              min={1}
              max={1000}
              value={bracket.maxMiles}
              onValueChange={(value) =>
                form.editPricing((draft) => {
                  const row = draft.brackets[index];
                  if (row) row.maxMiles = value;
                }, milesPath)
              }
              error={errorFor(form.errors, milesPath)}
              data-testid={testIdOf(milesPath)}
            />,
            <MoneyField
              key={`${bracket.key}-fee`}
              compact
              label={t('settings.shipping.bracketFeeLabel', { number })}
              labelClassName="sr-only"
              value={bracket.fee}
              onValueChange={(value) =>
                form.editPricing((draft) => {
                  const row = draft.brackets[index];
                  if (row) row.fee = value;
                }, feePath)
              }
              error={errorFor(form.errors, feePath)}
              data-testid={testIdOf(feePath)}
            />,
            <RemoveButton
              key={`${bracket.key}-remove`}
              label={t('settings.shipping.removeBracket', { number })}
              disabled={brackets.length <= 1}
              onClick={() =>
                form.editPricing((draft) => {
                  draft.brackets.splice(index, 1);
                }, 'shipping.distanceBrackets')
              }
              testId={`settings-remove-bracket-${index}`}
            />,
          ];
        })}
      </div>
      {listError ? <p className="text-sm text-red-600">{listError}</p> : null}
      <Button
        variant="secondary"
        size="sm"
        disabled={brackets.length >= maxBrackets}
        onClick={() =>
          form.editPricing((draft) => {
            draft.brackets.push({ key: newBracketKey(), maxMiles: '', fee: '' });
          }, 'shipping.distanceBrackets')
        }
        data-testid="settings-add-bracket"
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('settings.shipping.addBracket')}
      </Button>
    </div>
  );
};

export const ShippingSection = ({ form }: { form: SettingsForm }) => {
  const t = useT();
  const methodPath = 'shipping.method';
  return (
    <div className="space-y-6">
      <ChoiceGroup
        legend={t('settings.shipping.method')}
        name="shipping-method"
        value={(form.pricing.text[methodPath] ?? 'tiered') as 'tiered' | 'flat' | 'per_mile'}
        options={[
          {
            value: 'tiered',
            label: t('settings.shipping.tiered'),
            description: t('settings.shipping.tieredDescription'),
          },
          {
            value: 'flat',
            label: t('settings.shipping.flat'),
            description: t('settings.shipping.flatDescription'),
          },
          {
            value: 'per_mile',
            label: t('settings.shipping.perMile'),
            description: t('settings.shipping.perMileDescription'),
          },
        ]}
        onValueChange={bindText(form, methodPath).onValueChange}
        error={errorFor(form.errors, methodPath)}
        data-testid={testIdOf(methodPath)}
      />

      <div className="space-y-3">
        <SubHeading>{t('settings.shipping.tiers')}</SubHeading>
        <p className="text-xs text-slate-500">{t('settings.shipping.tiersHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyField
            label={t('settings.shipping.tierOneMax')}
            {...bindText(form, 'shipping.tierOneMaxCents')}
          />
          <MoneyField
            label={t('settings.shipping.tierTwoMax')}
            {...bindText(form, 'shipping.tierTwoMaxCents')}
          />
        </div>
        <CheckboxField
          label={t('settings.shipping.tierThreeFree')}
          {...bindFlag(form, 'shipping.tierThreeFree')}
        />
      </div>

      <Brackets form={form} />

      <div className="space-y-3">
        <SubHeading>{t('settings.shipping.fees')}</SubHeading>
        <div className="grid gap-4 sm:grid-cols-3">
          <MoneyField
            label={t('settings.shipping.flatFee')}
            hint={t('settings.shipping.flatFeeHint')}
            {...bindText(form, 'shipping.tierTwoFlatFeeCents')}
          />
          <MoneyField
            label={t('settings.shipping.perMileRate')}
            hint={t('settings.shipping.perMileRateHint')}
            {...bindText(form, 'shipping.perMileRateCents')}
          />
          <MoneyField
            label={t('settings.shipping.perMileMinimum')}
            {...bindText(form, 'shipping.perMileMinimumCents')}
          />
        </div>
      </div>

      <div className="space-y-3 rounded-xl border border-slate-200 p-4">
        <CheckboxField
          label={t('settings.shipping.discountEnabled')}
          {...bindFlag(form, 'shipping.discountEnabled')}
        />
        <AmountField
          className="max-w-xs"
          label={t('settings.shipping.discountPercent')}
          hint={t('settings.shipping.discountHint')}
          suffix="%"
          step="1"
          min={0}
          max={100}
          {...bindText(form, 'shipping.discountPercent')}
        />
      </div>
    </div>
  );
};
