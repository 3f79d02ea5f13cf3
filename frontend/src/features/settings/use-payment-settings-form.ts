// State of the payment settings card, apart from the pricing form (its own values, messages and Save):
// one TanStack form checked with the shared schema before the PUT, whether it differs from the last save,
// and which other structures' boxes a failed save named (they stay on screen until the next save or
// discard, so fixing one box does not hide the others while typing).
import { useMemo, useState } from 'react';
import { paymentSettingsSchema } from '#domain/schemas/payment-settings';
import { useAppForm } from '#frontend/components/form/app-form';
import { fieldsWithErrors, namesOf, renameFieldErrors } from '#frontend/components/form/field-names';
import { schemaValidator, serverErrors } from '#frontend/components/form/form-errors';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { useUpdatePaymentSettings } from './api/update-payment-settings';
import { useSaveState } from './form-save-state';
import {
  type PaymentFormValues,
  type PaymentSettings,
  type PaymentStructure,
  paymentFieldOf,
  paymentPathOf,
  samePaymentValues,
  structuresWithErrors,
  toPaymentInput,
  toPaymentValues,
} from './payment-form-values';

const checkPayments = schemaValidator(paymentSettingsSchema, toPaymentInput);

/** The structures whose boxes hold a message, from the names of the fields that hold one. */
const structuresOf = (fields: readonly string[]): PaymentStructure[] =>
  structuresWithErrors(Object.fromEntries(fields.map((name) => [paymentPathOf(name), name])));

export const usePaymentSettingsForm = (initial: PaymentSettings) => {
  const t = useT();
  const mutation = useUpdatePaymentSettings();
  const defaultValues = useMemo(() => toPaymentValues(initial), [initial]);
  const [revealed, setRevealed] = useState<readonly PaymentStructure[]>([]);
  /** Bumped after a failed save, so the card can move focus to the first box to fix. */
  const [failedSaves, setFailedSaves] = useState(0);
  const reveal = (fields: readonly string[]) => {
    setRevealed(structuresOf(fields));
    setFailedSaves((count) => count + 1);
  };

  const form = useAppForm({
    defaultValues,
    validators: { onSubmit: (args) => renameFieldErrors(checkPayments(args), paymentFieldOf) },
    onSubmitInvalid: ({ formApi }) => reveal(namesOf(fieldsWithErrors(formApi.state.fieldMeta))),
    onSubmit: async ({ value, formApi }) => {
      try {
        const saved = await mutation.mutateAsync(paymentSettingsSchema.parse(toPaymentInput(value)));
        formApi.reset(toPaymentValues(saved));
        setRevealed([]);
        toast({ title: t('paymentSettings.saved'), description: t('paymentSettings.savedDescription') });
      } catch (error) {
        const { fields } = renameFieldErrors(serverErrors(error), paymentFieldOf) ?? { fields: {} };
        const failure = error instanceof Error ? t.localize(error.message) : t('paymentSettings.saveFailed');
        // The banner says why, and the boxes the server named show their messages too.
        formApi.setErrorMap({ onSubmit: { form: failure, fields } });
        if (Object.keys(fields).length > 0) reveal(Object.keys(fields));
      }
    },
  });

  const { errorFields, ...saveState } = useSaveState(form, (values: PaymentFormValues) =>
    samePaymentValues(values, defaultValues),
  );

  return {
    form,
    ...saveState,
    errorCount: errorFields.length,
    revealed,
    failedSaves,
    /** Back to the last save: values, messages and the extra structures shown. */
    discard: () => {
      form.reset();
      setRevealed([]);
    },
  };
};

export type PaymentSettingsForm = ReturnType<typeof usePaymentSettingsForm>['form'];
