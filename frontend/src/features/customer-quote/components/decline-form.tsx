// Declining the quote: a secondary "Decline" reveals a required reason (up to 500 characters), checked
// with the server's own schema and sent to the contractor with "Send decline". The reason's problems show
// under it; other failures go to the response section's banner.

import { useState } from 'react';
import { declineQuoteSchema } from '#domain/schemas/quote-sharing';
import { useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { Button } from '#frontend/components/ui/button';
import { Spinner } from '#frontend/components/ui/spinner';
import { useCustomerQuoteT } from '#frontend/i18n/use-customer-quote-t';
import { useDeclineQuote } from '../api/decline-quote';
import { AnswerForm, sendAnswer } from './answer-form';

/** The longest reason the server takes (docs/api.md); the field stops there. */
const maxDeclineReasonLength = 500;

interface DeclineFormProps {
  quoteId: string;
  businessName: string;
  onFailure: (message: string | null) => void;
}

export const DeclineForm = ({ quoteId, businessName, onFailure }: DeclineFormProps) => {
  const t = useCustomerQuoteT();
  const decline = useDeclineQuote(quoteId);
  const [open, setOpen] = useState(false);
  const form = useAppForm({
    defaultValues: { reason: '' },
    validators: { onSubmit: schemaValidator(declineQuoteSchema) },
    onSubmit: ({ value, formApi }) =>
      sendAnswer(() => decline.mutateAsync(declineQuoteSchema.parse(value).reason), formApi, {
        sent: {
          title: t('customerQuote.decline.success'),
          description: t('customerQuote.decline.successDetail', { business: businessName }),
        },
        fields: ['reason'],
        onFailure,
        localize: t.localize,
      }),
  });

  if (!open) {
    return (
      <Button
        variant="secondary"
        size="lg"
        onClick={() => setOpen(true)}
        aria-expanded={false}
        data-testid="decline-open"
        className="w-full sm:w-auto"
      >
        {t('customerQuote.decline.open')}
      </Button>
    );
  }

  const cancel = () => {
    setOpen(false);
    // The reason stays for another try; its message goes.
    form.reset({ reason: form.state.values.reason }, { keepDefaultValues: true });
  };

  return (
    <form.AppForm>
      <AnswerForm label={t('customerQuote.decline.title')} className="space-y-3" onFailure={onFailure}>
        {(pending) => (
          <>
            <form.AppField name="reason">
              {(field) => (
                <field.TextAreaField
                  label={t('customerQuote.decline.reason')}
                  hint={
                    <span className="flex justify-between gap-3">
                      <span>{t('customerQuote.decline.reasonHint', { business: businessName })}</span>
                      <span className="shrink-0 tabular-nums">
                        {t('customerQuote.decline.count', {
                          count: field.state.value.length,
                          max: maxDeclineReasonLength,
                        })}
                      </span>
                    </span>
                  }
                  rows={4}
                  maxLength={maxDeclineReasonLength}
                  disabled={pending}
                  required
                  // Focus moves here: the field appears because the customer just asked to decline.
                  autoFocus
                  data-testid="decline-reason"
                />
              )}
            </form.AppField>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button
                type="submit"
                variant="danger"
                size="lg"
                disabled={pending}
                aria-busy={pending || undefined}
                data-testid="decline-submit"
                className="w-full sm:w-auto"
              >
                {pending ? <Spinner className="size-5" /> : null}
                {t('customerQuote.decline.submit')}
              </Button>
              <Button
                variant="ghost"
                size="lg"
                disabled={pending}
                onClick={cancel}
                className="w-full sm:w-auto"
              >
                {t('common.cancel')}
              </Button>
            </div>
          </>
        )}
      </AnswerForm>
    </form.AppForm>
  );
};
