// Approving the quote: the customer signs by typing their full name and ticks consent, checked here with
// the server's own schema; the server's field messages show under the same fields. Other failures go to
// the response section's banner.

import { approveQuoteSchema } from '#domain/schemas/quote-sharing';
import { useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { Spinner } from '#frontend/components/ui/spinner';
import { useCustomerQuoteT } from '#frontend/i18n/use-customer-quote-t';
import { useApproveQuote } from '../api/approve-quote';
import { accentButtonClasses } from './accent-button';
import { AnswerForm, sendAnswer } from './answer-form';

interface ApproveFormProps {
  quoteId: string;
  /** The version shown, which the signature is for. */
  version: number;
  businessName: string;
  onFailure: (message: string | null) => void;
}

export const ApproveForm = ({ quoteId, version, businessName, onFailure }: ApproveFormProps) => {
  const t = useCustomerQuoteT();
  const approve = useApproveQuote(quoteId);
  const toApproval = (values: { signatureName: string; consent: boolean }) => ({ ...values, version });
  const form = useAppForm({
    defaultValues: { signatureName: '', consent: false },
    validators: { onSubmit: schemaValidator(approveQuoteSchema, toApproval) },
    onSubmit: ({ value, formApi }) =>
      sendAnswer(() => approve.mutateAsync(approveQuoteSchema.parse(toApproval(value))), formApi, {
        sent: {
          title: t('customerQuote.approved.title'),
          description: t('customerQuote.approve.successDetail', { business: businessName }),
        },
        fields: ['signatureName', 'consent'],
        onFailure,
        localize: t.localize,
      }),
  });

  return (
    <form.AppForm>
      <AnswerForm label={t('customerQuote.approve.title')} className="space-y-4" onFailure={onFailure}>
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
      </AnswerForm>
    </form.AppForm>
  );
};
