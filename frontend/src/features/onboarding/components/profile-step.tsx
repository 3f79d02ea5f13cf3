// Onboarding step 1, the business profile: names, phone (shown as XXX-XXX-XXXX while typed), address,
// licence and insurance numbers and the ZIP codes served.
import { reformatAsTyped, zipAsTyped } from '#frontend/components/form/reformat-as-typed';
import { phoneEntry, TextFieldList } from '#frontend/components/form/text-field-list';
import { useT } from '#frontend/i18n/use-t';
import type { OnboardingForm } from '../use-onboarding-form';

const stateListeners = reformatAsTyped((text) => text.toUpperCase().slice(0, 2));

export const ProfileStep = ({ form, legend }: { form: OnboardingForm; legend: string }) => {
  const t = useT();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2" data-testid="onboarding-step-1">
      <legend className="sr-only">{legend}</legend>
      <TextFieldList
        form={form}
        testIdPrefix="onboarding"
        fields={[
          { name: 'businessName', label: t('form.businessName'), autoComplete: 'organization' },
          { name: 'contactName', label: t('onboarding.contactName'), autoComplete: 'name' },
          { name: 'phone', label: t('form.phone'), ...phoneEntry },
          { name: 'address.street', label: t('onboarding.street'), autoComplete: 'address-line1' },
          { name: 'address.city', label: t('form.city'), autoComplete: 'address-level2' },
        ]}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextFieldList
          form={form}
          testIdPrefix="onboarding"
          fields={[
            {
              name: 'address.state',
              label: t('form.state'),
              autoComplete: 'address-level1',
              maxLength: 2,
              placeholder: t('form.statePlaceholder'),
              listeners: stateListeners,
            },
            {
              name: 'address.zipCode',
              label: t('common.zipCode'),
              autoComplete: 'postal-code',
              inputMode: 'numeric',
              maxLength: 5,
              listeners: zipAsTyped,
            },
          ]}
        />
      </div>
      <TextFieldList
        form={form}
        testIdPrefix="onboarding"
        fields={[
          { name: 'licenseNumber', label: t('onboarding.licenseNumber') },
          { name: 'insuranceNumber', label: t('onboarding.insuranceNumber') },
          {
            name: 'serviceAreas',
            className: 'sm:col-span-2',
            label: t('onboarding.serviceAreas'),
            hint: t('onboarding.serviceAreasHint'),
            inputMode: 'numeric',
            placeholder: '78701, 78702',
          },
        ]}
      />
    </fieldset>
  );
};
