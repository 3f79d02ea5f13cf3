// Approving the quote: the customer signs by typing their full name and ticks consent, checked here with
// the server's own schema; the server's field messages show under the same fields. Other failures go to
// the response section's banner.

import { approveQuoteSchema } from '#domain/schemas/quote-sharing';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { submitForm } from '#frontend/components/form/submit-form';
import { Spinner } from '#frontend/components/ui/spinner';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { ApiError } from '#frontend/lib/api-error';
import { useApproveQuote } from '../api/approve-quote';
import { accentButtonClasses } from './accent-button';

interface ApproveFormProps {
  quoteId: string;
  /** The version shown, which the signature is for. */
  version: number;
  businessName: string;
  onFailure: (message: string | null) => void;
}

const isApprovalFieldError = (error: unknown) =>
  error instanceof ApiError && Boolean(error.fields.signatureName || error.fields.consent);

export const ApproveForm = ({ quoteId, version, businessName, onFailure }: ApproveFormProps) => {
  const t = useT();
  const approve = useApproveQuote(quoteId);
  const toApproval = (values: { signatureName: string; consent: boolean }) => ({ ...values, version });
  const form = useAppForm({
    defaultValues: { signatureName: '', consent: false },
    validators: { onSubmit: schemaValidator(approveQuoteSchema, toApproval) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await approve.mutateAsync(approveQuoteSchema.parse(toApproval(value)));
        toast({
          title: t('customerQuote.approved.title'),
          description: t('customerQuote.approve.successDetail', { business: businessName }),
        });
      } catch (error) {
        // The server writes its messages in the page's language (x-picket-lang).
        if (isApprovalFieldError(error)) showServerErrors(formApi, error);
        else onFailure(t.localize(error instanceof Error ? error.message : String(error)));
      }
    },
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onFailure(null);
        void submitForm(form);
      }}
      noValidate
      className="space-y-4"
      aria-label={t('customerQuote.approve.title')}
    >
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(pending) => (
          <>
            <form.AppField name="signatureName">
              {(field) => (
                <field.TextField
                  label={t('customerQuote.approve.name')}
                  hint={t('customerQuote.approve.nameHint')}
                  disabled={pending}
                  required
                  autoComplete="name"
                  autoCapitalize="words"
                  data-testid="signature-name"
                  className="[&_input]:font-serif [&_input]:text-lg [&_input]:italic"
                />
              )}
            </form.AppField>
            <form.AppField name="consent">
              {(field) => (
                <field.CheckboxField
                  label={t('customerQuote.approve.consent')}
                  disabled={pending}
                  data-testid="approve-consent"
                  className="[&_input]:accent-(--quote-accent)"
                />
              )}
            </form.AppField>
            <button
              type="submit"
              disabled={pending}
              aria-busy={pending || undefined}
              data-testid="approve-submit"
              className={accentButtonClasses('w-full sm:w-auto')}
            >
              {pending ? <Spinner className="size-5" /> : null}
              {t('customerQuote.approve.submit')}
            </button>
          </>
        )}
      </form.Subscribe>
    </form>
  );
};
