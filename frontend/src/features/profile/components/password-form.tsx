// Change password: the current one, then a new one chosen as at sign-up (the same rules and hint; the
// server judges how hard it is to guess, under the field). A wrong current password is said under its field.
// Changed, you stay signed in here and every other device of yours is signed out, which the page says.
import { useState } from 'react';
import { passwordChangeFormSchema } from '#domain/schemas/profile';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { TextFieldList } from '#frontend/components/form/text-field-list';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { SectionCard } from '#frontend/components/ui/section-card';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { useChangePassword } from '../api/profile';

const emptyChange = { currentPassword: '', newPassword: '' };

export const PasswordForm = () => {
  const t = useT();
  const change = useChangePassword();
  const [changed, setChanged] = useState(false);
  const form = useAppForm({
    defaultValues: emptyChange,
    validators: { onSubmit: schemaValidator(passwordChangeFormSchema) },
    onSubmit: async ({ value, formApi }) => {
      setChanged(false);
      try {
        await change.mutateAsync(passwordChangeFormSchema.parse(value));
        formApi.reset();
        setChanged(true);
        toast({
          title: t('profilePage.passwordChanged'),
          description: t('profilePage.passwordChangedDetail'),
        });
      } catch (error) {
        showServerErrors(formApi, error, Object.keys(emptyChange));
      }
    },
  });
  return (
    <SectionCard title={t('profilePage.password')} testId="profile-password">
      <KitForm form={form} className="space-y-4" data-testid="password-form">
        <form.FormError title={t('profilePage.passwordFailed')} />
        {changed ? (
          <div data-testid="password-changed">
            <AlertBanner tone="info" title={t('profilePage.passwordChanged')}>
              {t('profilePage.passwordChangedDetail')}
            </AlertBanner>
          </div>
        ) : null}
        <TextFieldList
          form={form}
          testIdPrefix="password"
          fields={[
            {
              name: 'currentPassword',
              label: t('profilePage.currentPassword'),
              type: 'password',
              autoComplete: 'current-password',
            },
            {
              name: 'newPassword',
              label: t('profilePage.newPassword'),
              type: 'password',
              autoComplete: 'new-password',
              hint: t('signup.passwordHint'),
            },
          ]}
        />
        <div className="flex justify-end">
          <form.SubmitButton size="md" pendingLabel={t('form.saving')} data-testid="password-save">
            {t('profilePage.password')}
          </form.SubmitButton>
        </div>
      </KitForm>
    </SectionCard>
  );
};
