// How a new job's price is split (SPEC §5 payment split): the structure, then only its percentages: the
// two-payment deposit with the final share worked out, the three payments with their running sum, or the
// financed job's deposit. Another structure's boxes show too when a save named them, so nothing hidden
// blocks a save.
import { useSelector } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { translate } from '#domain/messages';
import { AmountField } from '#frontend/components/fields/amount-field';
import { firstErrorText } from '#frontend/components/form/form-errors';
import { localeOf } from '#frontend/i18n/core';
import { useT } from '#frontend/i18n/use-t';
import { percentProps } from '../amount-props';
import { clearFieldError } from '../clear-field-error';
import {
  type PaymentStructure,
  paymentStructures,
  sumsToHundred,
  threePaySum,
  twoPayFinalPercent,
} from '../payment-form-values';
import type { PaymentSettingsForm } from '../use-payment-settings-form';

/** A percentage box: 0–100 in hundredths. */
const percentOfPrice = percentProps(100);

type Form = { form: PaymentSettingsForm };

const TwoPayment = ({ form }: Form) => {
  const t = useT();
  const final = twoPayFinalPercent(useSelector(form.store, (state) => state.values.twoPayDeposit));
  return (
    <div className="grid grid-cols-2 items-start gap-4 sm:max-w-md">
      <form.AppField name="twoPayDeposit">
        {(field) => (
          <field.AmountField
            label={t('milestone.deposit')}
            {...percentOfPrice}
            data-testid="two-pay-deposit"
          />
        )}
      </form.AppField>
      <AmountField
        label={t('milestone.final_payment')}
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
  { index: 0, testId: 'three-pay-deposit', label: 'milestone.deposit' },
  { index: 1, testId: 'three-pay-materials', label: 'milestone.materials_delivered' },
  { index: 2, testId: 'three-pay-final', label: 'milestone.final_payment' },
] as const;

/** The running sum, and the SPEC message under it while the parts do not make 100%. */
const ThreePaySum = ({ form }: Form) => {
  const t = useT();
  const sum = threePaySum(useSelector(form.store, (state) => state.values.threePay));
  const sumError = useSelector(form.store, (state) =>
    firstErrorText(state.fieldMeta.threePay?.errors ?? [], t.lang),
  );
  const balanced = sumsToHundred(sum);
  const sumMessage = balanced ? sumError : translate('threePayment.sum', t.lang);
  const formatted = new Intl.NumberFormat(localeOf(t.lang), { maximumFractionDigits: 2 }).format(sum);
  return (
    <>
      <p
        aria-live="polite"
        className={`text-sm tabular-nums ${balanced ? 'text-slate-700' : 'font-medium text-red-700'}`}
        data-testid="three-pay-sum"
      >
        {t('paymentSettings.threePaySum', { sum: formatted })}
      </p>
      {sumMessage ? <p className="text-sm text-red-600">{sumMessage}</p> : null}
    </>
  );
};

const ThreePayment = ({ form }: Form) => {
  const t = useT();
  // A changed part makes the sum's message (under all three) out of date.
  const listeners = { onChange: () => clearFieldError(form, 'threePay') };
  return (
    <div className="space-y-2">
      <div className="grid grid-cols-1 items-start gap-4 min-[420px]:grid-cols-3">
        {threePayParts.map(({ index, testId, label }) => (
          <form.AppField key={testId} name={`threePay[${index}]`} listeners={listeners}>
            {(field) => <field.AmountField label={t(label)} {...percentOfPrice} data-testid={testId} />}
          </form.AppField>
        ))}
      </div>
      <ThreePaySum form={form} />
    </div>
  );
};

const Financed = ({ form }: Form) => {
  const t = useT();
  return (
    <form.AppField name="financeDeposit">
      {(field) => (
        <field.AmountField
          className="sm:max-w-[14rem]"
          label={t('milestone.deposit')}
          hint={t('paymentSettings.financeDepositHint')}
          {...percentOfPrice}
          data-testid="finance-deposit"
        />
      )}
    </form.AppField>
  );
};

const percentagesOf: Record<PaymentStructure, (props: Form) => ReactNode> = {
  two_payment: TwoPayment,
  three_payment: ThreePayment,
  finance: Financed,
};

export const PaymentSplitFields = ({ form, revealed }: Form & { revealed: readonly PaymentStructure[] }) => {
  const t = useT();
  const chosen = useSelector(form.store, (state) => state.values.paymentStructure);
  const shown = paymentStructures.filter((structure) => structure === chosen || revealed.includes(structure));
  return (
    <div className="space-y-4">
      <form.AppField name="paymentStructure">
        {(field) => (
          <field.SelectField<PaymentStructure>
            className="sm:max-w-md"
            label={t('paymentSettings.structure')}
            hint={t(`paymentSettings.structureHint.${field.state.value}`)}
            options={paymentStructures.map((value) => ({
              value,
              label: t(`paymentSettings.structure.${value}`),
            }))}
            data-testid="payment-structure"
          />
        )}
      </form.AppField>
      {shown.map((structure) => {
        const Percentages = percentagesOf[structure];
        return (
          <div key={structure} className="space-y-2">
            {structure === chosen ? null : (
              <p className="text-sm font-medium text-slate-800">
                {t('paymentSettings.otherStructure', {
                  structure: t(`paymentSettings.structure.${structure}`),
                })}
              </p>
            )}
            <Percentages form={form} />
          </div>
        );
      })}
    </div>
  );
};
