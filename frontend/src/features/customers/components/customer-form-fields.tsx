// The customer fields shared by the Add New Customer dialog and the edit form (SPEC §2, §5): first and
// last name, email, phone, address with autocomplete, city, state and ZIP, each message under its field.
import { useEffect, useId } from 'react';
import { TextField } from '#frontend/components/ui/text-field';
import { useT } from '#frontend/i18n/use-t';
import { errorFor, type FieldErrors } from '#frontend/lib/schema-errors';
import type { AddressResult } from '../api/address';
import {
  type CustomerField,
  type CustomerFormValues,
  normaliseCustomerField,
  STATE_LENGTH,
  withAddress,
  ZIP_LENGTH,
} from '../customer-form-values';
import { AddressInput } from './address-input';

interface CustomerFormFieldsProps {
  values: CustomerFormValues;
  onValues: (update: (previous: CustomerFormValues) => CustomerFormValues) => void;
  errors: FieldErrors;
  disabled: boolean;
  /** Prefix of each input's data-testid, e.g. `add-customer` → `add-customer-firstName`. */
  testIdPrefix: string;
}

export const CustomerFormFields = ({
  values,
  onValues,
  errors,
  disabled,
  testIdPrefix,
}: CustomerFormFieldsProps) => {
  const t = useT();
  const firstId = useId();

  // The dialog focuses its first control (the close button) when it opens; a form starts at its first field.
  useEffect(() => {
    const frame = requestAnimationFrame(() => document.getElementById(firstId)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [firstId]);

  const set = (field: CustomerField) => (value: string) =>
    onValues((previous) => ({ ...previous, [field]: normaliseCustomerField(field, value) }));

  const field = (name: CustomerField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name)(event.target.value),
    error: errorFor(errors, name),
    disabled,
    'data-testid': `${testIdPrefix}-${name}`,
  });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id={firstId}
        label={t('customerForm.firstName')}
        autoComplete="off"
        {...field('firstName')}
      />
      <TextField label={t('customerForm.lastName')} autoComplete="off" {...field('lastName')} />
      <TextField
        label={t('customerForm.email')}
        hint={t('customerForm.emailHint')}
        type="email"
        inputMode="email"
        autoComplete="off"
        placeholder="name@example.com"
        {...field('email')}
      />
      <TextField
        label={t('customerForm.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        placeholder="555-123-4567"
        {...field('phone')}
      />
      <div className="sm:col-span-2">
        <AddressInput
          label={t('customerForm.address')}
          value={values.address}
          onChange={set('address')}
          onAddress={(address: AddressResult) => onValues((previous) => withAddress(previous, address))}
          error={errorFor(errors, 'address')}
          disabled={disabled}
          testId={`${testIdPrefix}-address`}
        />
      </div>
      <TextField
        className="sm:col-span-2"
        label={t('customerForm.city')}
        autoComplete="off"
        {...field('city')}
      />
      <div className="grid grid-cols-2 gap-4 sm:col-span-2">
        <TextField
          label={t('customerForm.state')}
          autoComplete="off"
          maxLength={STATE_LENGTH}
          placeholder="TX"
          {...field('state')}
        />
        <TextField
          label={t('customerForm.zipCode')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={ZIP_LENGTH}
          placeholder="78701"
          {...field('zipCode')}
        />
      </div>
    </div>
  );
};
