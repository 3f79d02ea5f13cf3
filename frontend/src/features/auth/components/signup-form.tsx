// Contractor sign-up: the shared sign-up schema checks the form first (same messages as the server), then
// the server's field messages and the EMAIL_TAKEN conflict show under the fields; on success → /onboarding.

import { useNavigate } from '@tanstack/react-router';
import { signupSchema } from '#domain/schemas/auth';
import { emailInput } from '#frontend/components/fields/input-presets';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { phoneEntry, TextFieldList } from '#frontend/components/form/text-field-list';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { type SignupInput, useSignup } from '../api/signup';
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
  const navigate = useNavigate();
  const signupMutation = useSignup();
  const form = useAppForm({
    defaultValues: emptySignup,
    validators: { onSubmit: schemaValidator(signupSchema) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await signupMutation.mutateAsync(signupSchema.parse(value));
        toast({ title: t('signup.success'), description: t('signup.successDescription') });
        void navigate({ to: '/onboarding' });
      } catch (error) {
        showServerErrors(formApi, error);
      }
    },
  });

  return (
    <KitForm form={form} className="space-y-4" data-testid="signup-form">
      <form.FormError title={t('signup.failed')} />
      <TextFieldList
        form={form}
        testIdPrefix="signup"
        fields={[{ name: 'businessName', label: t('form.businessName'), autoComplete: 'organization' }]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextFieldList
          form={form}
          testIdPrefix="signup"
          fields={[
            { name: 'firstName', label: t('form.firstName'), autoComplete: 'given-name' },
            { name: 'lastName', label: t('form.lastName'), autoComplete: 'family-name' },
          ]}
        />
      </div>
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
