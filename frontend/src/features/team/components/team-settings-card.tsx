// The rules the owner sets once for the whole team (GET/PUT /api/team/settings): how deep a rep may discount
// a quote before the owner approves it. Reps see the limit in the builder; a quote past it waits for the
// owner in the bell.
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { teamSettingsSchema } from '#domain/schemas/team';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { SectionCard } from '#frontend/components/ui/section-card';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { apiPut } from '#frontend/lib/api-client';
import {
  type TeamSettingsResponse,
  teamSettingsQueryKey,
  teamSettingsQueryOptions,
} from '#frontend/lib/team-settings';

const toRequest = (values: { repDiscountLimitPercent: string }) => ({
  repDiscountLimitPercent:
    values.repDiscountLimitPercent.trim() === '' ? Number.NaN : Number(values.repDiscountLimitPercent),
});

const useSaveTeamSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TeamSettingsResponse) =>
      apiPut<TeamSettingsResponse>('/api/team/settings', { ...settings }),
    onSuccess: (saved) => queryClient.setQueryData(teamSettingsQueryKey, saved),
  });
};

export const TeamSettingsCard = () => {
  const t = useT();
  const { data } = useSuspenseQuery(teamSettingsQueryOptions());
  const save = useSaveTeamSettings();
  const form = useAppForm({
    defaultValues: { repDiscountLimitPercent: String(data.repDiscountLimitPercent) },
    validators: { onSubmit: schemaValidator(teamSettingsSchema, toRequest) },
    onSubmit: async ({ value, formApi }) => {
      try {
        const saved = await save.mutateAsync(toRequest(value));
        formApi.reset({ repDiscountLimitPercent: String(saved.repDiscountLimitPercent) });
        toast({ title: t('teamPage.settingsSaved') });
      } catch (error) {
        showServerErrors(formApi, error, ['repDiscountLimitPercent']);
      }
    },
  });
  return (
    <SectionCard
      title={t('teamPage.settings')}
      description={t('teamPage.settingsDescription')}
      testId="team-settings-card"
    >
      <KitForm form={form} className="space-y-4" data-testid="team-settings-form">
        <form.FormError title={t('teamPage.settingsSaveFailed')} />
        <form.AppField name="repDiscountLimitPercent">
          {(field) => (
            <field.AmountField
              label={t('teamPage.discountLimit')}
              hint={t('teamPage.discountLimitHint')}
              suffix="%"
              step="0.5"
              min={0}
              max={100}
              data-testid="team-discount-limit"
            />
          )}
        </form.AppField>
        <div className="flex justify-end">
          <form.SubmitButton size="md" pendingLabel={t('form.saving')} data-testid="team-settings-save">
            {t('customer.save')}
          </form.SubmitButton>
        </div>
      </KitForm>
    </SectionCard>
  );
};
