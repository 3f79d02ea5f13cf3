// The Contractor Login form (SPEC §2, §5, §8): the shared login schema's messages under the fields, a
// banner and a toast on failure, a toast on success and the post-login redirect half a second later.

import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { loginSchema } from '#domain/schemas/auth';
import { emailInput } from '#frontend/components/fields/input-presets';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { TextFieldList } from '#frontend/components/form/text-field-list';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { useLogin } from '../api/login';
import { homePathFor } from '../home-path';
import { AuthSwitch } from './auth-switch';

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
    <KitForm form={form} className="space-y-4" data-testid="login-form">
      <form.FormError title={t('auth.loginFailed')} />
      <TextFieldList
        form={form}
        testIdPrefix="login"
        fields={[
          { name: 'email', label: t('form.email'), ...emailInput },
          { name: 'password', label: t('form.password'), type: 'password', autoComplete: 'current-password' },
        ]}
      />
      <form.SubmitButton
        className="w-full"
        busy={redirecting}
        pendingLabel={t('login.submitting')}
        data-testid="login-submit"
      >
        {t('login.submit')}
      </form.SubmitButton>
      <p className="text-sm text-slate-600">{t('login.forgotPassword')}</p>
      <AuthSwitch question={t('login.noAccount')} to="/onboarding" linkText={t('login.signUp')} />
    </KitForm>
  );
};
