// A quote visit's customer added inline (SPEC §2): the fields of Add New Customer, saved as a customer
// record just before the event that is for them.
import { withForm } from '#frontend/components/form/app-form';
import type { TranslationKey } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import type { EventFormValues, NewCustomerValues } from '../event-form';

const boxes: readonly {
  name: keyof NewCustomerValues;
  label: TranslationKey;
  type?: string;
  autoComplete: string;
  maxLength: number;
  wide?: boolean;
}[] = [
  { name: 'firstName', label: 'form.firstName', autoComplete: 'off', maxLength: 100 },
  { name: 'lastName', label: 'form.lastName', autoComplete: 'off', maxLength: 100 },
  { name: 'phone', label: 'form.phone', type: 'tel', autoComplete: 'off', maxLength: 20 },
  { name: 'email', label: 'form.email', type: 'email', autoComplete: 'off', maxLength: 254 },
  { name: 'address', label: 'form.address', autoComplete: 'off', maxLength: 200, wide: true },
  { name: 'city', label: 'form.city', autoComplete: 'off', maxLength: 100 },
  { name: 'state', label: 'form.state', autoComplete: 'off', maxLength: 2 },
  { name: 'zipCode', label: 'common.zipCode', autoComplete: 'off', maxLength: 10 },
];

export const NewCustomerFields = withForm({
  defaultValues: {} as EventFormValues,
  props: { disabled: false },
  render: function NewCustomerFields({ form, disabled }) {
    const t = useT();
    return (
      <div className="grid grid-cols-2 gap-3" data-testid="event-new-customer">
        {boxes.map((box) => (
          <form.AppField key={box.name} name={`newCustomer.${box.name}`}>
            {(field) => (
              <field.TextField
                className={box.wide ? 'col-span-2' : ''}
                label={t(box.label)}
                type={box.type ?? 'text'}
                autoComplete={box.autoComplete}
                maxLength={box.maxLength}
                disabled={disabled}
                data-testid={`event-new-${box.name}`}
              />
            )}
          </form.AppField>
        ))}
      </div>
    );
  },
});
