// How a new job's price is split (SPEC §5 payment split): the structure, then only its percentages: the
// two-payment deposit with the final share worked out, the three payments with their running sum, or the
// financed job's deposit. Another structure's boxes show too when a save named them, so nothing hidden
// blocks a save.
import type { ReactNode } from 'react';
import { translate } from '#domain/messages';
import { localeOf } from '#frontend/i18n/core';
import type { TranslationKey } from '#frontend/i18n/en';
import { useT } from '#frontend/i18n/use-t';
import { errorFor } from '#frontend/lib/schema-errors';
import {
  type PaymentStructure,
  paymentFieldPath,
  paymentStructures,
  sumsToHundred,
  threePaySum,
  twoPayFinalPercent,
  withThreePayPart,
} from '../payment-form-values';
import type { PaymentSettingsForm } from '../use-payment-settings-form';
import { AmountField, SelectField } from './fields';

const structureLabel: Record<PaymentStructure, TranslationKey> = {
  two_payment: 'paymentSettings.structure.two_payment',
  three_payment: 'paymentSettings.structure.three_payment',
  finance: 'paymentSettings.structure.finance',
};

const structureHint: Record<PaymentStructure, TranslationKey> = {
  two_payment: 'paymentSettings.structureHint.two_payment',
  three_payment: 'paymentSettings.structureHint.three_payment',
  finance: 'paymentSettings.structureHint.finance',
};

/** A percentage box: 0–100 in hundredths. */
const percentProps = { suffix: '%', step: '0.01', min: 0, max: 100 } as const;

const TwoPayment = ({ form }: { form: PaymentSettingsForm }) => {
  const t = useT();
  const final = twoPayFinalPercent(form.values.twoPayDeposit);
  return (
    <div className="grid grid-cols-2 items-start gap-4 sm:max-w-md">
      <AmountField
        label={t('paymentSettings.twoPayDeposit')}
        {...percentProps}
        value={form.values.twoPayDeposit}
        onValueChange={(twoPayDeposit) => form.edit({ twoPayDeposit }, paymentFieldPath.twoPayDeposit)}
        error={form.errors[paymentFieldPath.twoPayDeposit]}
        data-testid="two-pay-deposit"
      />
      <AmountField
        label={t('paymentSettings.twoPayFinal')}
        hint={t('paymentSettings.twoPayFinalHint')}
        suffix="%"
        readOnly
        value={final === null ? '' : String(final)}
        onValueChange={() => undefined}
        data-testid="two-pay-final"
      />
    </div>
  );
};

const threePayParts = [
  { index: 0, testId: 'three-pay-deposit', label: 'paymentSettings.threePayDeposit' },
  { index: 1, testId: 'three-pay-materials', label: 'paymentSettings.threePayMaterials' },
  { index: 2, testId: 'three-pay-final', label: 'paymentSettings.threePayFinal' },
] as const;

const ThreePayment = ({ form }: { form: PaymentSettingsForm }) => {
  const t = useT();
  const sum = threePaySum(form.values.threePay);
  const balanced = sumsToHundred(sum);
  const sumMessage = balanced
    ? form.errors[paymentFieldPath.threePaySum]
    : translate('threePayment.sum', t.lang);
  const formatted = new Intl.NumberFormat(localeOf(t.lang), { maximumFractionDigits: 2 }).format(sum);
  const setPart = (index: 0 | 1 | 2) => (text: string) =>
    form.edit(
      { threePay: withThreePayPart(form.values.threePay, index, text) },
      paymentFieldPath.threePay[index],
      paymentFieldPath.threePaySum,
    );
  return (
    <div className="space-y-2">
      <div className="grid grid-cols-1 items-start gap-4 min-[420px]:grid-cols-3">
        {threePayParts.map(({ index, testId, label }) => (
          <AmountField
            key={testId}
            label={t(label)}
            {...percentProps}
            value={form.values.threePay[index]}
            onValueChange={setPart(index)}
            error={form.errors[paymentFieldPath.threePay[index]]}
            data-testid={testId}
          />
        ))}
      </div>
      <p
        aria-live="polite"
        className={`text-sm tabular-nums ${balanced ? 'text-slate-700' : 'font-medium text-red-700'}`}
        data-testid="three-pay-sum"
      >
        {t('paymentSettings.threePaySum', { sum: formatted })}
      </p>
      {sumMessage ? <p className="text-sm text-red-600">{sumMessage}</p> : null}
    </div>
  );
};

const Financed = ({ form }: { form: PaymentSettingsForm }) => {
  const t = useT();
  return (
    <AmountField
      className="sm:max-w-[14rem]"
      label={t('paymentSettings.financeDeposit')}
      hint={t('paymentSettings.financeDepositHint')}
      {...percentProps}
      value={form.values.financeDeposit}
      onValueChange={(financeDeposit) => form.edit({ financeDeposit }, paymentFieldPath.financeDeposit)}
      error={form.errors[paymentFieldPath.financeDeposit]}
      data-testid="finance-deposit"
    />
  );
};

const percentagesOf: Record<PaymentStructure, (props: { form: PaymentSettingsForm }) => ReactNode> = {
  two_payment: TwoPayment,
  three_payment: ThreePayment,
  finance: Financed,
};

export const PaymentSplitFields = ({ form }: { form: PaymentSettingsForm }) => {
  const t = useT();
  const chosen = form.values.paymentStructure;
  const shown = paymentStructures.filter(
    (structure) => structure === chosen || form.revealed.includes(structure),
  );
  return (
    <div className="space-y-4">
      <SelectField<PaymentStructure>
        className="sm:max-w-md"
        label={t('paymentSettings.structure')}
        hint={t(structureHint[chosen])}
        value={chosen}
        options={paymentStructures.map((value) => ({ value, label: t(structureLabel[value]) }))}
        onValueChange={(paymentStructure) => form.edit({ paymentStructure })}
        error={errorFor(form.errors, 'paymentStructure')}
        data-testid="payment-structure"
      />
      {shown.map((structure) => {
        const Percentages = percentagesOf[structure];
        return (
          <div key={structure} className="space-y-2">
            {structure === chosen ? null : (
              <p className="text-sm font-medium text-slate-800">
                {t('paymentSettings.otherStructure', { structure: t(structureLabel[structure]) })}
              </p>
            )}
            <Percentages form={form} />
          </div>
        );
      })}
    </div>
  );
};
