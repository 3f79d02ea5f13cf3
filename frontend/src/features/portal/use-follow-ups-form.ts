// The follow-up editor's state: one TanStack form of the sequence (each step's delay as a number and a unit),
// checked with the domain schema — its messages about a step's delay land under that step's number box —
// before the PUT; whether it differs from the last save (the default sequence can always be saved).
import { useSelector } from '@tanstack/react-form';
import { useMemo } from 'react';
import { followUpSettingsSchema } from '#domain/schemas/follow-ups';
import { useAppForm } from '#frontend/components/form/app-form';
import { renameFieldErrors, showServerErrorsAt } from '#frontend/components/form/field-names';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { type FollowUpSettings, useSaveFollowUps } from './api/portal-page';
import { followUpFieldOf, sameFollowUps, toFollowUpInput, toFollowUpValues } from './follow-up-values';

const checkFollowUps = schemaValidator(followUpSettingsSchema, toFollowUpInput);

export const useFollowUpsForm = (settings: FollowUpSettings) => {
  const t = useT();
  const save = useSaveFollowUps();
  const defaultValues = useMemo(() => toFollowUpValues(settings), [settings]);
  const form = useAppForm({
    defaultValues,
    validators: { onSubmit: (args) => renameFieldErrors(checkFollowUps(args), followUpFieldOf) },
    onSubmit: async ({ value, formApi }) => {
      try {
        const saved = await save.mutateAsync(followUpSettingsSchema.parse(toFollowUpInput(value)));
        formApi.reset(toFollowUpValues(saved));
        toast({ title: t('followUps.saved') });
      } catch (error) {
        showServerErrorsAt(formApi, error, followUpFieldOf);
      }
    },
  });
  const dirty = useSelector(form.store, (state) => !sameFollowUps(state.values, defaultValues));
  return { form, canSave: dirty || settings.isDefault };
};

export type FollowUpsForm = ReturnType<typeof useFollowUpsForm>['form'];
