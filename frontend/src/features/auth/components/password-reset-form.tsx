// The page an administrator's reset link opens (`/reset-password#token=…`): a new password, typed twice,
// chosen as at sign-up (the same rules and hint; the server also judges how hard it is to guess and answers
// under the field). Set, it goes to /login, which says to sign in with it. A link that is unknown, used or
// expired says so over the form, with who to ask.
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { passwordResetFormSchema } from '#domain/schemas/admin';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { type FormErrors, schemaValidator } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { TextFieldList } from '#frontend/components/form/text-field-list';
import { useT } from '#frontend/i18n/use-t';
import { useResetPassword } from '../api/password-reset';
import { resetTokenFrom } from '../reset-token';

const emptyReset = { password: '', confirmPassword: '' };
const shownFields = Object.keys(emptyReset);

const ResetLinkInvalid = () => {
  const t = useT();
  return (
    <div role="alert" className="space-y-3" data-testid="reset-invalid">
      <p className="text-sm text-slate-800">{t('resetLink.invalid')}</p>
      <Link to="/login" className="inline-block text-sm font-medium text-blue-700 underline">
        {t('signup.login')}
      </Link>
    </div>
  );
};

const ResetForm = ({ token }: { token: string }) => {
  const t = useT();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const checkSchema = schemaValidator(passwordResetFormSchema, (value: typeof emptyReset) => ({
    token,
    password: value.password,
  }));
  const form = useAppForm({
    defaultValues: emptyReset,
    validators: {
      onSubmit: ({ value }): FormErrors | undefined => {
        const errors = checkSchema({ value });
        if (errors) return errors;
        return value.confirmPassword === value.password
          ? undefined
          : { fields: { confirmPassword: t('resetPassword.mismatch') } };
      },
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        await reset.mutateAsync({ token, password: value.password });
        await navigate({ to: '/login', search: { notice: 'passwordReset' }, replace: true });
      } catch (error) {
        showServerErrors(formApi, error, shownFields);
      }
    },
  });
  return (
    <KitForm form={form} className="space-y-4" data-testid="reset-password-form">
      <form.FormError title={t('resetPassword.failed')} data-testid="reset-password-error" />
      <TextFieldList
        form={form}
        testIdPrefix="reset"
        fields={[
          {
            name: 'password',
            label: t('profilePage.newPassword'),
            type: 'password',
            autoComplete: 'new-password',
            hint: t('signup.passwordHint'),
          },
          {
            name: 'confirmPassword',
            label: t('resetPassword.confirm'),
            type: 'password',
            autoComplete: 'new-password',
          },
        ]}
      />
      <form.SubmitButton
        className="w-full"
        pendingLabel={t('resetPassword.submitting')}
        data-testid="reset-password-submit"
      >
        {t('resetPassword.submit')}
      </form.SubmitButton>
    </KitForm>
  );
};

export const PasswordReset = () => {
  // Read once: the fragment is the link's, whatever the page does with the address afterwards.
  const [token] = useState(() => resetTokenFrom(window.location.hash));
  return token ? <ResetForm token={token} /> : <ResetLinkInvalid />;
};
