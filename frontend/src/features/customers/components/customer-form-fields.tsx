// The customer fields shared by the Add New Customer dialog and the edit form (SPEC §2, §5): first and
// last name, email, phone, address with autocomplete, city, state and ZIP, each message under its field.
import { useEffect, useId } from 'react';
import { withForm } from '#frontend/components/form/app-form';
import { useT } from '#frontend/i18n/use-t';
import type { AddressResult } from '../api/address';
import { customerFormOptions, keepShapeOf } from '../customer-form';
import { addressFields, STATE_LENGTH, withAddress, ZIP_LENGTH } from '../customer-form-values';
import { AddressInput } from './address-input';

export const CustomerFormFields = withForm({
  ...customerFormOptions,
  props: {
    disabled: false,
    /** Prefix of each input's data-testid, e.g. `add-customer` → `add-customer-firstName`. */
    testIdPrefix: '',
  },
  render: function CustomerFormFields({ form, disabled, testIdPrefix }) {
    const t = useT();
    const firstId = useId();

    // The dialog focuses its first control (the close button) when it opens; a form starts at its first field.
    useEffect(() => {
      const frame = requestAnimationFrame(() => document.getElementById(firstId)?.focus());
      return () => cancelAnimationFrame(frame);
    }, [firstId]);

    const testId = (name: string) => `${testIdPrefix}-${name}`;
    const fillAddress = (address: AddressResult) => {
      const filled = withAddress(form.state.values, address);
      for (const name of addressFields) form.setFieldValue(name, filled[name]);
    };

    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <form.AppField name="firstName">
          {(field) => (
            <field.TextField
              id={firstId}
              label={t('form.firstName')}
              autoComplete="off"
              disabled={disabled}
              data-testid={testId('firstName')}
            />
          )}
        </form.AppField>
        <form.AppField name="lastName">
          {(field) => (
            <field.TextField
              label={t('form.lastName')}
              autoComplete="off"
              disabled={disabled}
              data-testid={testId('lastName')}
            />
          )}
        </form.AppField>
        <form.AppField name="email">
          {(field) => (
            <field.TextField
              label={t('form.email')}
              hint={t('customerForm.emailHint')}
              type="email"
              inputMode="email"
              autoComplete="off"
              placeholder={t('form.emailPlaceholder')}
              disabled={disabled}
              data-testid={testId('email')}
            />
          )}
        </form.AppField>
        {/* Formats as typed (XXX-XXX-XXXX): its listener rewrites each change. */}
        <form.AppField name="phone" listeners={keepShapeOf('phone')}>
          {(field) => (
            <field.TextField
              label={t('customerForm.phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              placeholder="555-123-4567"
              disabled={disabled}
              data-testid={testId('phone')}
            />
          )}
        </form.AppField>
        <div className="sm:col-span-2">
          <form.AppField name="address">
            {() => (
              <AddressInput
                label={t('form.address')}
                onAddress={fillAddress}
                disabled={disabled}
                data-testid={testId('address')}
              />
            )}
          </form.AppField>
        </div>
        <form.AppField name="city">
          {(field) => (
            <field.TextField
              className="sm:col-span-2"
              label={t('form.city')}
              autoComplete="off"
              disabled={disabled}
              data-testid={testId('city')}
            />
          )}
        </form.AppField>
        <div className="grid grid-cols-2 gap-4 sm:col-span-2">
          <form.AppField name="state" listeners={keepShapeOf('state')}>
            {(field) => (
              <field.TextField
                label={t('form.state')}
                autoComplete="off"
                maxLength={STATE_LENGTH}
                placeholder={t('form.statePlaceholder')}
                disabled={disabled}
                data-testid={testId('state')}
              />
            )}
          </form.AppField>
          <form.AppField name="zipCode" listeners={keepShapeOf('zipCode')}>
            {(field) => (
              <field.TextField
                label={t('common.zipCode')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={ZIP_LENGTH}
                placeholder="78701"
                disabled={disabled}
                data-testid={testId('zipCode')}
              />
            )}
          </form.AppField>
        </div>
      </div>
    );
  },
});
