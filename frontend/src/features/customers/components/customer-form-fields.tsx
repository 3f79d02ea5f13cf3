// The customer fields shared by the Add New Customer dialog and the edit form (SPEC §2, §5): first and
// last name, email, phone, address with autocomplete, city, state and ZIP, each message under its field.
import { useEffect, useId } from 'react';
import { withForm } from '#frontend/components/form/app-form';
import { type TextFieldEntry, TextFieldList } from '#frontend/components/form/text-field-list';
import { useT } from '#frontend/i18n/use-t';
import type { AddressResult } from '../api/address';
import { customerFormOptions, keepShapeOf } from '../customer-form';
import {
  addressFields,
  type CustomerField,
  STATE_LENGTH,
  withAddress,
  ZIP_LENGTH,
} from '../customer-form-values';
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
    /** One of the form's text boxes, with what they all share: no autofill, the form's disabled state, a test id. */
    const box = (name: CustomerField, props: Omit<TextFieldEntry<CustomerField>, 'name'>) => ({
      name,
      autoComplete: 'off',
      disabled,
      'data-testid': testId(name),
      ...props,
    });
    const fillAddress = (address: AddressResult) => {
      const filled = withAddress(form.state.values, address);
      for (const name of addressFields) form.setFieldValue(name, filled[name]);
    };

    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <TextFieldList
          form={form}
          fields={[
            box('firstName', { id: firstId, label: t('form.firstName') }),
            box('lastName', { label: t('form.lastName') }),
            box('email', {
              label: t('form.email'),
              hint: t('form.optional'),
              type: 'email',
              inputMode: 'email',
              placeholder: t('form.emailPlaceholder'),
            }),
            // Formats as typed (XXX-XXX-XXXX): its listener rewrites each change.
            box('phone', {
              label: t('customerForm.phone'),
              type: 'tel',
              inputMode: 'numeric',
              placeholder: '555-123-4567',
              listeners: keepShapeOf('phone'),
            }),
          ]}
        />
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
        <TextFieldList
          form={form}
          fields={[box('city', { className: 'sm:col-span-2', label: t('form.city') })]}
        />
        <div className="grid grid-cols-2 gap-4 sm:col-span-2">
          <TextFieldList
            form={form}
            fields={[
              box('state', {
                label: t('form.state'),
                maxLength: STATE_LENGTH,
                placeholder: t('form.statePlaceholder'),
                listeners: keepShapeOf('state'),
              }),
              box('zipCode', {
                label: t('common.zipCode'),
                inputMode: 'numeric',
                maxLength: ZIP_LENGTH,
                placeholder: '78701',
                listeners: keepShapeOf('zipCode'),
              }),
            ]}
          />
        </div>
      </div>
    );
  },
});
