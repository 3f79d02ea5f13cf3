// Small form pieces of the quote builder: a section card, a labelled select and a checkbox row, styled
// like the shared text field (messages under the field, 44 px touch targets).
import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';

export const SectionCard = ({
  title,
  description,
  children,
  testId,
  actions,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  testId?: string;
  actions?: ReactNode;
}) => {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
      data-testid={testId}
    >
      <div className="mb-4 flex items-start justify-between gap-3">
        <div>
          <h2 id={id} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
};

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}

export const SelectField = ({
  label,
  hint,
  error,
  className = '',
  children,
  ...selectProps
}: SelectFieldProps) => {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 disabled:bg-slate-50 disabled:text-slate-500 sm:text-sm ${
          error ? 'border-red-500' : 'border-slate-300'
        }`}
        {...selectProps}
      >
        {children}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
};

interface CheckboxFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  error?: string | undefined;
  testId?: string;
}

export const CheckboxField = ({
  label,
  hint,
  checked,
  onChange,
  disabled,
  error,
  testId,
}: CheckboxFieldProps) => {
  const id = useId();
  return (
    <div>
      <label
        htmlFor={id}
        className={`flex min-h-11 items-start gap-3 py-2 ${disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'}`}
      >
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          data-testid={testId}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-brand-700"
        />
        <span>
          <span className="block text-sm font-medium text-slate-800">{label}</span>
          {hint ? <span className="block text-xs text-slate-500">{hint}</span> : null}
        </span>
      </label>
      {error ? <p className="text-sm text-red-600">{error}</p> : null}
    </div>
  );
};
