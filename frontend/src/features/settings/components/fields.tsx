// The settings page's inputs: an amount box with a "$" prefix or a unit suffix, a select (optionally with
// option groups), a checkbox and a set of radio choices. Each has a label (visually hidden where a table
// header shows it), an optional hint, and its validation message under it (SPEC §5).
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';

const inputBase =
  'block w-full rounded-lg border bg-white text-slate-900 shadow-xs placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600';

const borderOf = (error: string | undefined) => (error ? 'border-red-500' : 'border-slate-300');

interface Described {
  hint?: ReactNode;
  error?: string | undefined;
}

const useDescribed = ({ hint, error }: Described, id?: string) => {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const below = (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </>
  );
  return { inputId, describedBy, below };
};

interface AmountFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value' | 'prefix'>,
    Described {
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

/** A number box; money has a "$" prefix (dollars with cents), other amounts a unit suffix. */
export const AmountField = ({
  label,
  labelClassName = 'mb-1 block text-sm font-medium text-slate-800',
  hint,
  error,
  value,
  onValueChange,
  prefix,
  suffix,
  compact = false,
  id,
  className = '',
  ...inputProps
}: AmountFieldProps) => {
  const { inputId, describedBy, below } = useDescribed({ hint, error }, id);
  const height = compact ? 'h-10 text-sm' : 'h-11 text-base sm:text-sm';
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClassName}>
        {label}
      </label>
      <div
        className={`flex items-center rounded-lg border bg-white shadow-xs focus-within:outline-2 focus-within:outline-offset-0 focus-within:outline-brand-600 ${borderOf(error)} ${height}`}
      >
        {prefix ? (
          <span aria-hidden="true" className="pl-2.5 text-sm text-slate-500">
            {prefix}
          </span>
        ) : null}
        <input
          id={inputId}
          type="number"
          inputMode="decimal"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`h-full w-full min-w-0 flex-1 rounded-lg border-0 bg-transparent tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none text-slate-900 placeholder:text-slate-400 focus:outline-none ${
            prefix ? 'pl-1' : 'pl-3'
          } ${suffix ? 'pr-1' : 'pr-2'}`}
          {...inputProps}
        />
        {suffix ? (
          <span aria-hidden="true" className="shrink-0 pr-3 text-sm whitespace-nowrap text-slate-500">
            {suffix}
          </span>
        ) : null}
      </div>
      {below}
    </div>
  );
};

type MoneyFieldProps = Omit<AmountFieldProps, 'prefix' | 'suffix'>;

/** Dollars and cents: "$" prefix, steps of one cent, never negative. */
export const MoneyField = (props: MoneyFieldProps) => (
  <AmountField prefix="$" step="0.01" min={0} {...props} />
);

interface TextInputFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'>,
    Described {
  label: ReactNode;
  labelClassName?: string;
  value: string;
  onValueChange: (value: string) => void;
  id?: string;
}

export const TextInputField = ({
  label,
  labelClassName = 'mb-1 block text-sm font-medium text-slate-800',
  hint,
  error,
  value,
  onValueChange,
  id,
  className = '',
  ...inputProps
}: TextInputFieldProps) => {
  const { inputId, describedBy, below } = useDescribed({ hint, error }, id);
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClassName}>
        {label}
      </label>
      <input
        id={inputId}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputBase} ${borderOf(error)} h-11 px-3 text-base sm:text-sm`}
        {...inputProps}
      />
      {below}
    </div>
  );
};

interface SelectFieldProps<T extends string>
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'value'>,
    Described {
  label: ReactNode;
  labelClassName?: string;
  value: T;
  options?: ReadonlyArray<{ value: T; label: string }>;
  /** Options under headings (`<optgroup>`), after any ungrouped `options`. */
  groups?: ReadonlyArray<{ label: string; options: ReadonlyArray<{ value: T; label: string }> }>;
  onValueChange: (value: T) => void;
  id?: string;
}

export const SelectField = <T extends string>({
  label,
  labelClassName = 'mb-1 block text-sm font-medium text-slate-800',
  hint,
  error,
  value,
  options = [],
  groups = [],
  onValueChange,
  id,
  className = '',
  ...selectProps
}: SelectFieldProps<T>) => {
  const { inputId, describedBy, below } = useDescribed({ hint, error }, id);
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClassName}>
        {label}
      </label>
      <select
        id={inputId}
        value={value}
        onChange={(event) => onValueChange(event.target.value as T)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputBase} ${borderOf(error)} h-11 px-2.5 text-base sm:text-sm`}
        {...selectProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {below}
    </div>
  );
};

interface CheckboxFieldProps extends Described {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
  'data-testid'?: string;
}

export const CheckboxField = ({
  label,
  hint,
  error,
  checked,
  onCheckedChange,
  className = '',
  'data-testid': testId,
}: CheckboxFieldProps) => {
  const { inputId, describedBy, below } = useDescribed({ hint, error });
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-describedby={describedBy}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand-700"
          data-testid={testId}
        />
        <label htmlFor={inputId} className="cursor-pointer text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      <div className="pl-8">{below}</div>
    </div>
  );
};

interface ChoiceGroupProps<T extends string> extends Described {
  legend: ReactNode;
  name: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string; description?: string }>;
  onValueChange: (value: T) => void;
  'data-testid'?: string;
}

/** Radio choices shown as cards, one per option with a short description. */
export const ChoiceGroup = <T extends string>({
  legend,
  name,
  value,
  options,
  onValueChange,
  hint,
  error,
  'data-testid': testId,
}: ChoiceGroupProps<T>) => {
  const { describedBy, below } = useDescribed({ hint, error });
  return (
    <fieldset aria-describedby={describedBy} data-testid={testId}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className={`grid gap-2 ${options.length > 2 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex cursor-pointer gap-3 rounded-lg border p-3 text-sm ${
              option.value === value
                ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                : 'border-slate-300 bg-white hover:bg-slate-50'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onValueChange(option.value)}
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block font-medium text-slate-900">{option.label}</span>
              {option.description ? (
                <span className="mt-0.5 block text-xs text-slate-600">{option.description}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {below}
    </fieldset>
  );
};
