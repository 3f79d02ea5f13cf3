// The Contractor Login form (SPEC §2, §5, §8): the shared login schema's messages under the fields, a
// banner and a toast on failure, a toast on success and the post-login redirect half a second later.

import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { loginSchema } from '#domain/schemas/auth';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { submitForm } from '#frontend/components/form/submit-form';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { useLogin } from '../api/login';
import { homePathFor } from '../home-path';

const LOGIN_REDIRECT_MS = 500;

export const LoginForm = () => {
  const t = useT();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [redirecting, setRedirecting] = useState(false);
  const form = useAppForm({
    defaultValues: { email: '', password: '' },
    validators: { onSubmit: schemaValidator(loginSchema) },
    onSubmit: async ({ value, formApi }) => {
      try {
        const user = await loginMutation.mutateAsync(loginSchema.parse(value));
        toast({ title: t('auth.loginSuccess'), description: t('auth.welcomeBack') });
        setRedirecting(true);
        setTimeout(() => void navigate({ to: homePathFor(user) }), LOGIN_REDIRECT_MS);
      } catch (error) {
        const { form: message } = showServerErrors(formApi, error);
        toast({
          title: t('auth.loginFailed'),
          description: message ? t.localize(message) : t('auth.invalidCredentials'),
          variant: 'destructive',
        });
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
      data-testid="login-form"
    >
      <form.AppForm>
        <form.FormError title={t('auth.loginFailed')} />
      </form.AppForm>
      <form.AppField name="email">
        {(field) => (
          <field.TextField
            label={t('form.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            data-testid="login-email"
          />
        )}
      </form.AppField>
      <form.AppField name="password">
        {(field) => (
          <field.TextField
            label={t('form.password')}
            type="password"
            autoComplete="current-password"
            data-testid="login-password"
          />
        )}
      </form.AppField>
      <form.AppForm>
        <form.SubmitButton
          className="w-full"
          busy={redirecting}
          pendingLabel={t('login.submitting')}
          data-testid="login-submit"
        >
          {t('login.submit')}
        </form.SubmitButton>
      </form.AppForm>
      <p className="text-sm text-slate-600">{t('login.forgotPassword')}</p>
      <p className="text-sm text-slate-600">
        {t('login.noAccount')}{' '}
        <Link to="/onboarding" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {t('login.signUp')}
        </Link>
      </p>
    </form>
  );
};
