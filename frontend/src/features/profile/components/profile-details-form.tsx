// Your details: first and last name and an optional phone (shown XXX-XXX-XXXX while typed); the email you
// sign in with is shown, not changed here. The shared schema checks first, the server's refusals land under
// their fields.
import { formatPhoneInput } from '#domain/phone';
import { profileInputSchema } from '#domain/schemas/profile';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { NameFieldPair, phoneEntry, TextFieldList } from '#frontend/components/form/text-field-list';
import { SectionCard } from '#frontend/components/ui/section-card';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { type Profile, useSaveProfile } from '../api/profile';

/**
 * The phone box: typed as digits with its dashes, autofilled as a national number. A text box (numeric keypad
 * all the same), since the accessibility checker (IBM Equal Access) accepts `tel-national` only there.
 */
const phoneBox = { ...phoneEntry, type: 'text' } as const;

const valuesOf = (profile: Profile) => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  phone: formatPhoneInput(profile.phone),
});

export const ProfileDetailsForm = ({ profile }: { profile: Profile }) => {
  const t = useT();
  const save = useSaveProfile();
  const form = useAppForm({
    defaultValues: valuesOf(profile),
    validators: { onSubmit: schemaValidator(profileInputSchema) },
    onSubmit: async ({ value, formApi }) => {
      try {
        const saved = await save.mutateAsync(profileInputSchema.parse(value));
        formApi.reset(valuesOf(saved));
        toast({ title: t('profilePage.saved') });
      } catch (error) {
        showServerErrors(formApi, error, Object.keys(valuesOf(profile)));
      }
    },
  });
  return (
    <SectionCard title={t('profilePage.details')} testId="profile-details">
      <KitForm form={form} className="space-y-4" data-testid="profile-form">
        <form.FormError title={t('profilePage.saveFailed')} />
        <div>
          <p className="text-sm font-medium text-slate-800">{t('form.email')}</p>
          <p className="mt-1 text-base break-all text-slate-900" data-testid="profile-email-address">
            {profile.email}
          </p>
          <p className="mt-1 text-xs text-slate-500">{t('profilePage.emailHint')}</p>
        </div>
        <NameFieldPair form={form} testIdPrefix="profile" />
        <TextFieldList
          form={form}
          testIdPrefix="profile"
          fields={[{ name: 'phone', label: t('form.phone'), hint: t('form.optional'), ...phoneBox }]}
        />
        <div className="flex justify-end">
          <form.SubmitButton size="md" pendingLabel={t('form.saving')} data-testid="profile-save">
            {t('profilePage.save')}
          </form.SubmitButton>
        </div>
      </KitForm>
    </SectionCard>
  );
};
