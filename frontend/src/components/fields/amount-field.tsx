// A number box for amounts: money gets a "$" prefix (dollars with cents), other amounts a unit suffix
// (%, ft, days…). The value stays text while typed, so "12." or "" never jump under the user's cursor.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { borderClass, type FieldMessages, LabelledField, splitFrameProps } from './field-frame';

export interface AmountFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value' | 'prefix'>,
    FieldMessages {
  label: ReactNode;
  /** Classes of the label, e.g. `sr-only` where a table header names the column. */
  labelClassName?: string;
  value: string;
  onValueChange: (value: string) => void;
  prefix?: string;
  suffix?: string;
  compact?: boolean;
  id?: string;
}

export const AmountField = ({
  value,
  onValueChange,
  prefix,
  suffix,
  compact = false,
  ...props
}: AmountFieldProps) => {
  const { frame, control } = splitFrameProps(props);
  return (
    <LabelledField {...frame}>
      {(attributes) => (
        <div
          className={`flex items-center rounded-lg border bg-white shadow-xs focus-within:outline-2 focus-within:outline-offset-0 focus-within:outline-brand-600 ${borderClass(frame.error)} ${compact ? 'h-10 text-sm' : 'h-11 text-base sm:text-sm'}`}
        >
          {prefix ? (
            <span aria-hidden="true" className="pl-2.5 text-sm text-slate-500">
              {prefix}
            </span>
          ) : null}
          <input
            {...attributes}
            type="number"
            inputMode="decimal"
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            className={`h-full w-full min-w-0 flex-1 rounded-lg border-0 bg-transparent tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none text-slate-900 placeholder:text-slate-400 focus:outline-none ${
              prefix ? 'pl-1' : 'pl-3'
            } ${suffix ? 'pr-1' : 'pr-2'}`}
            {...control}
          />
          {suffix ? (
            <span aria-hidden="true" className="shrink-0 pr-3 text-sm whitespace-nowrap text-slate-500">
              {suffix}
            </span>
          ) : null}
        </div>
      )}
    </LabelledField>
  );
};

export type MoneyFieldProps = Omit<AmountFieldProps, 'prefix' | 'suffix'>;

/** Dollars and cents: "$" prefix, steps of one cent, never negative. */
export const moneyProps = { prefix: '$', step: '0.01', min: 0 } as const;

export const MoneyField = (props: MoneyFieldProps) => <AmountField {...moneyProps} {...props} />;
