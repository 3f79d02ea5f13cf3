// Contractor sign-up: the shared sign-up schema checks the form first (same messages as the server), then
// the server's field messages and the EMAIL_TAKEN conflict show under the fields; on success → /onboarding.

import { Link, useNavigate } from '@tanstack/react-router';
import { formatPhoneInput } from '#domain/phone';
import { signupSchema } from '#domain/schemas/auth';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { reformatAsTyped } from '#frontend/components/form/reformat-as-typed';
import { submitForm } from '#frontend/components/form/submit-form';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { type SignupInput, useSignup } from '../api/signup';

const emptySignup: SignupInput = {
  businessName: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
};

// SPEC §5: at most 10 digits are kept and shown as XXX-XXX-XXXX while typing.
const phoneListeners = reformatAsTyped(formatPhoneInput);

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
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submitForm(form);
      }}
      className="space-y-4"
      data-testid="signup-form"
    >
      <form.AppForm>
        <form.FormError title={t('signup.failed')} />
      </form.AppForm>
      <form.AppField name="businessName">
        {(field) => (
          <field.TextField
            label={t('form.businessName')}
            autoComplete="organization"
            data-testid="signup-businessName"
          />
        )}
      </form.AppField>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.AppField name="firstName">
          {(field) => (
            <field.TextField
              label={t('form.firstName')}
              autoComplete="given-name"
              data-testid="signup-firstName"
            />
          )}
        </form.AppField>
        <form.AppField name="lastName">
          {(field) => (
            <field.TextField
              label={t('form.lastName')}
              autoComplete="family-name"
              data-testid="signup-lastName"
            />
          )}
        </form.AppField>
      </div>
      <form.AppField name="email">
        {(field) => (
          <field.TextField
            label={t('form.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            data-testid="signup-email"
          />
        )}
      </form.AppField>
      <form.AppField name="phone" listeners={phoneListeners}>
        {(field) => (
          <field.TextField
            label={t('form.phone')}
            type="tel"
            autoComplete="tel-national"
            inputMode="numeric"
            placeholder="555-123-4567"
            data-testid="signup-phone"
          />
        )}
      </form.AppField>
      <form.AppField name="password">
        {(field) => (
          <field.TextField
            label={t('form.password')}
            type="password"
            autoComplete="new-password"
            hint={t('signup.passwordHint')}
            data-testid="signup-password"
          />
        )}
      </form.AppField>
      <form.AppForm>
        <form.SubmitButton
          className="w-full"
          pendingLabel={t('signup.submitting')}
          data-testid="signup-submit"
        >
          {t('signup.submit')}
        </form.SubmitButton>
      </form.AppForm>
      <p className="text-sm text-slate-600">
        {t('signup.haveAccount')}{' '}
        <Link to="/login" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {t('signup.login')}
        </Link>
      </p>
    </form>
  );
};
