// The homeowner's contact form under their estimate, shared by "Text me this quote" and "Connect me":
// name, mobile phone (formatted while typed) and, to connect, an optional email, checked by the shared lead
// schema. It brings the form library, so the estimate view loads it on its own (lead-actions.tsx), never
// with the page.

import { useEffect, useRef } from 'react';
import { emailInput, phoneInput } from '#frontend/components/fields/input-presets';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { phoneAsTyped } from '#frontend/components/form/reformat-as-typed';
import { TextFieldList } from '#frontend/components/form/text-field-list';
import { useEstimateT } from '#frontend/i18n/use-estimate-t';
import { ApiError } from '#frontend/lib/api-error';
import { leadContactSchema } from '../homeowner-request';

export type LeadAction = 'text' | 'connect';

interface ContactValues {
  name: string;
  phone: string;
  email: string;
}

export type LeadContact = ReturnType<typeof leadContactSchema.parse>;

const refusal = (error: unknown) =>
  error instanceof ApiError && (error.fields.name || error.fields.phone || error.fields.email)
    ? undefined
    : { form: error instanceof Error ? error.message : String(error), fields: {} };

interface LeadFormProps {
  action: LeadAction;
  /** On a contractor's own page: the business the lead goes to, named in the introduction and consent. */
  contractorName?: string | undefined;
  onSubmit: (contact: LeadContact) => Promise<unknown>;
}

export const LeadForm = ({ action, contractorName, onSubmit }: LeadFormProps) => {
  const t = useEstimateT();
  // Texting needs no email: one typed before switching from "connect" is not sent.
  const contactOf = (values: ContactValues) => ({
    ...values,
    email: action === 'connect' ? values.email.trim() : '',
  });
  const form = useAppForm({
    defaultValues: { name: '', phone: '', email: '' } as ContactValues,
    validators: { onSubmit: schemaValidator(leadContactSchema, contactOf) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await onSubmit(leadContactSchema.parse(contactOf(value)));
      } catch (error) {
        // A refused name, phone or email shows under its field; anything else in the banner.
        const other = refusal(error);
        if (other) formApi.setErrorMap({ onSubmit: other });
        else showServerErrors(formApi, error);
      }
    },
  });

  // The other action starts without this one's messages.
  const shownFor = useRef(action);
  useEffect(() => {
    if (shownFor.current === action) return;
    shownFor.current = action;
    form.setErrorMap({ onSubmit: { fields: {} } });
  }, [action, form]);

  return (
    <KitForm
      form={form}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="lead-form"
    >
      <p className="text-sm text-slate-700">
        {action === 'connect' && contractorName
          ? t('quote.lead.connectContractor.intro', { name: contractorName })
          : t(`quote.lead.${action}.intro`)}
      </p>
      <form.FormError title={t('quote.lead.failed')} />
      <TextFieldList
        form={form}
        fields={[
          { name: 'name', label: t('quote.lead.name'), autoComplete: 'name' },
          { name: 'phone', label: t('quote.lead.phone'), ...phoneInput, listeners: phoneAsTyped },
          // Texting needs no email.
          ...(action === 'connect'
            ? [{ name: 'email' as const, label: t('quote.lead.email'), ...emailInput }]
            : []),
        ]}
      />
      <p className="text-xs text-slate-500">
        {contractorName
          ? t('quote.lead.consentContractor', { name: contractorName })
          : t('quote.lead.consent')}
      </p>
      <form.SubmitButton className="w-full" pendingLabel={t('common.sending')}>
        {t(`quote.lead.${action}.submit`)}
      </form.SubmitButton>
    </KitForm>
  );
};
