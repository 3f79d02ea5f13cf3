// Contractor sign-up: the shared form schema checks the fields first (same messages as the server), then
// the server's field messages (the password's strength among them) show under the fields. Sent, it says to
// check the inbox: the emailed link (signup-confirm.tsx) creates the account.

import { useState } from 'react';
import { signupFormSchema } from '#domain/schemas/signup-form';
import { emailInput } from '#frontend/components/fields/input-presets';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { NameFieldPair, phoneEntry, TextFieldList } from '#frontend/components/form/text-field-list';
import { useT } from '#frontend/i18n/use-t';
import { type SignupInput, useStartSignup } from '../api/signup';
import { AuthSwitch } from './auth-switch';

const emptySignup: SignupInput = {
  businessName: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
};

export const SignupForm = () => {
  const t = useT();
  const signupMutation = useStartSignup();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAppForm({
    defaultValues: emptySignup,
    validators: { onSubmit: schemaValidator(signupFormSchema) },
    onSubmit: async ({ value, formApi }) => {
      try {
        const input = signupFormSchema.parse(value);
        await signupMutation.mutateAsync(input);
        setSentTo(input.email);
      } catch (error) {
        showServerErrors(formApi, error);
      }
    },
  });

  if (sentTo)
    return (
      <div role="status" className="space-y-3" data-testid="signup-check-email">
        <h2 className="text-lg font-semibold text-slate-900">{t('signup.checkEmailTitle')}</h2>
        <p className="text-sm text-slate-700">{t('signup.checkEmailBody', { email: sentTo })}</p>
        <p className="text-sm text-slate-600">{t('signup.checkEmailSpam')}</p>
      </div>
    );

  return (
    <KitForm form={form} className="space-y-4" data-testid="signup-form">
      <form.FormError title={t('signup.failed')} />
      <TextFieldList
        form={form}
        testIdPrefix="signup"
        fields={[{ name: 'businessName', label: t('form.businessName'), autoComplete: 'organization' }]}
      />
      <NameFieldPair form={form} testIdPrefix="signup" />
      <TextFieldList
        form={form}
        testIdPrefix="signup"
        fields={[
          { name: 'email', label: t('form.email'), ...emailInput },
          { name: 'phone', label: t('form.phone'), ...phoneEntry },
          {
            name: 'password',
            label: t('form.password'),
            type: 'password',
            autoComplete: 'new-password',
            hint: t('signup.passwordHint'),
          },
        ]}
      />
      <form.SubmitButton className="w-full" pendingLabel={t('signup.submitting')} data-testid="signup-submit">
        {t('signup.submit')}
      </form.SubmitButton>
      <AuthSwitch question={t('signup.haveAccount')} to="/login" linkText={t('signup.login')} />
    </KitForm>
  );
};
