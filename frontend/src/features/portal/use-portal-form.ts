// The "Your public page" form's state: one TanStack form of the saved settings (the suggested address until
// one is chosen) checked with the domain schema before the PUT; a refusal lands on its field (409 SLUG_TAKEN
// under the address) or in the form's banner; whether it differs from the last save.
import { useSelector } from '@tanstack/react-form';
import { useMemo } from 'react';
import { portalSettingsSchema } from '#domain/schemas/portal';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { type PortalSettings, useSavePortalSettings } from './api/portal-page';
import { type PortalFormValues, samePortalValues, toPortalValues } from './portal-values';

export const usePortalForm = (settings: PortalSettings) => {
  const t = useT();
  const save = useSavePortalSettings();
  const defaultValues = useMemo(() => toPortalValues(settings), [settings]);
  const form = useAppForm({
    defaultValues,
    validators: { onSubmit: schemaValidator(portalSettingsSchema) },
    onSubmit: async ({ value, formApi }) => {
      try {
        const saved = await save.mutateAsync(portalSettingsSchema.parse(value));
        formApi.reset(toPortalValues(saved));
        toast({ title: t('portalPage.saved') });
      } catch (error) {
        showServerErrors(formApi, error);
      }
    },
  });
  const dirty = useSelector(form.store, (state) => !samePortalValues(state.values, defaultValues));
  // Never saved: the suggested address is only a proposal, so the first save is always possible.
  return { form, canSave: dirty || settings.slug === null };
};

export type PortalForm = ReturnType<typeof usePortalForm>['form'];
export type { PortalFormValues };
