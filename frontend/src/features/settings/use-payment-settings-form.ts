// State of the payment settings card, apart from the pricing form (its own values, messages and Save):
// the values as typed, whether they differ from the last save, a check with the shared schema before the
// PUT, and the save. Messages are kept by API path, so the schema's and the server's `fields` land alike.
import { useCallback, useState } from 'react';
import { paymentSettingsSchema } from '#domain/schemas/payment-settings';
import { toast } from '#frontend/components/ui/toast-store';
import type { TFunction } from '#frontend/i18n/use-t';
import { ApiError } from '#frontend/lib/api-error';
import { type FieldErrors, fieldErrorsOf } from '#frontend/lib/schema-errors';
import { useUpdatePaymentSettings } from './api/payment-settings';
import {
  type PaymentFormValues,
  type PaymentSettings,
  type PaymentStructure,
  samePaymentValues,
  structuresWithErrors,
  toPaymentInput,
  toPaymentValues,
} from './payment-form-values';

export type PaymentSaveOutcome = 'saved' | 'invalid' | 'failed' | 'unchanged';

export const usePaymentSettingsForm = (initial: PaymentSettings, t: TFunction) => {
  const [baseline, setBaseline] = useState(() => toPaymentValues(initial));
  const [values, setValues] = useState<PaymentFormValues>(baseline);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Why the last save failed (network, server), shown in a banner. */
  const [failure, setFailure] = useState<string | null>(null);
  /**
   * Structures besides the chosen one whose boxes a failed save named: they stay on screen until the next
   * save or discard, so fixing one box does not hide the others while typing.
   */
  const [revealed, setRevealed] = useState<readonly PaymentStructure[]>([]);
  const mutation = useUpdatePaymentSettings();
  const dirty = !samePaymentValues(values, baseline);

  /** Changes some values; the messages of `paths` (the boxes the edit touched) are cleared. */
  const edit = useCallback((change: Partial<PaymentFormValues>, ...paths: string[]) => {
    setValues((current) => ({ ...current, ...change }));
    if (paths.length === 0) return;
    setErrors((current) => {
      if (!paths.some((path) => path in current)) return current;
      return Object.fromEntries(Object.entries(current).filter(([path]) => !paths.includes(path)));
    });
  }, []);

  const discard = () => {
    setValues(baseline);
    setErrors({});
    setFailure(null);
    setRevealed([]);
  };

  const save = async (): Promise<{ outcome: PaymentSaveOutcome; errors: FieldErrors }> => {
    if (!dirty) return { outcome: 'unchanged', errors: {} };
    setFailure(null);
    const parsed = paymentSettingsSchema.safeParse(toPaymentInput(values));
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error, t.lang);
      setErrors(found);
      setRevealed(structuresWithErrors(found));
      return { outcome: 'invalid', errors: found };
    }
    setErrors({});
    try {
      const saved = await mutation.mutateAsync(parsed.data);
      const next = toPaymentValues(saved);
      setBaseline(next);
      setValues(next);
      setRevealed([]);
      toast({ title: t('paymentSettings.saved'), description: t('paymentSettings.savedDescription') });
      return { outcome: 'saved', errors: {} };
    } catch (error) {
      const message = error instanceof Error ? t.localize(error.message) : t('paymentSettings.saveFailed');
      setFailure(message);
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setErrors({ ...error.fields });
        setRevealed(structuresWithErrors(error.fields));
        return { outcome: 'invalid', errors: { ...error.fields } };
      }
      return { outcome: 'failed', errors: {} };
    }
  };

  return {
    values,
    errors,
    failure,
    revealed,
    saving: mutation.isPending,
    dirty,
    edit,
    discard,
    save,
  };
};

export type PaymentSettingsForm = ReturnType<typeof usePaymentSettingsForm>;
