// Adding or editing a question and its answer, in English (required) and Spanish (optional: the Spanish
// page shows the English when it is empty), the two languages side by side from sm up. The API's own schema
// checks it before it is sent; the server's refusals land on their fields (a full list, 409, on the form).
import { faqInputSchema } from '#domain/schemas/portal';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { Dialog } from '#frontend/components/ui/dialog';
import { DialogActions } from '#frontend/components/ui/dialog-actions';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { type Faq, type FaqInput, useAddFaq, useChangeFaq } from '../api/portal';

interface FaqFormValues {
  question: { en: string; es: string };
  answer: { en: string; es: string };
}

const fieldNames = ['question.en', 'question.es', 'answer.en', 'answer.es'] as const;

const formValuesOf = (entry: Faq | null): FaqFormValues => ({
  question: { en: entry?.question.en ?? '', es: entry?.question.es ?? '' },
  answer: { en: entry?.answer.en ?? '', es: entry?.answer.es ?? '' },
});

interface FaqDialogProps {
  /** The question to edit, or null to add one. */
  entry: Faq | null;
  onClose: () => void;
}

export const FaqDialog = ({ entry, onClose }: FaqDialogProps) => {
  const t = useT();
  const add = useAddFaq();
  const change = useChangeFaq();
  const form = useAppForm({
    defaultValues: formValuesOf(entry),
    validators: { onSubmit: schemaValidator(faqInputSchema) },
    onSubmit: async ({ value, formApi }) => {
      const input: FaqInput = faqInputSchema.parse(value);
      try {
        if (entry) await change.mutateAsync({ id: entry.id, change: input });
        else await add.mutateAsync(input);
        toast({ title: t(entry ? 'faqs.saved' : 'faqs.added'), description: input.question.en });
        onClose();
      } catch (error) {
        showServerErrors(formApi, error, fieldNames);
      }
    },
  });
  const close = () => {
    if (!form.state.isSubmitting) onClose();
  };
  const language = (lang: 'en' | 'es') => (
    <fieldset className="space-y-3" data-testid={`faq-${lang}`}>
      <legend className="mb-1 text-sm font-semibold text-slate-900">
        {t(lang === 'en' ? 'language.en' : 'language.es')}
      </legend>
      {lang === 'es' ? <p className="text-xs text-slate-600">{t('faqs.spanishHint')}</p> : null}
      <form.AppField name={`question.${lang}`}>
        {(field) => (
          <field.TextField
            label={t('faqs.question')}
            maxLength={200}
            lang={lang}
            data-testid={`faq-question-${lang}`}
          />
        )}
      </form.AppField>
      <form.AppField name={`answer.${lang}`}>
        {(field) => (
          <field.TextAreaField
            label={t('faqs.answer')}
            rows={5}
            maxLength={2000}
            lang={lang}
            data-testid={`faq-answer-${lang}`}
          />
        )}
      </form.AppField>
    </fieldset>
  );
  return (
    <Dialog
      open
      onClose={close}
      title={t(entry ? 'faqs.editTitle' : 'faqs.addTitle')}
      description={t('faqs.dialogDescription')}
      testId="faq-dialog"
    >
      <KitForm form={form} className="space-y-4" data-testid="faq-form">
        <form.FormError title={t('faqs.saveFailed')} />
        <div className="grid gap-5 sm:grid-cols-2">
          {language('en')}
          {language('es')}
        </div>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <DialogActions onCancel={close} disabled={submitting}>
              <form.SubmitButton size="md" pendingLabel={t('form.saving')} data-testid="faq-submit">
                {t(entry ? 'settings.save' : 'faqs.add')}
              </form.SubmitButton>
            </DialogActions>
          )}
        </form.Subscribe>
      </KitForm>
    </Dialog>
  );
};
