// Declining the quote: a secondary "Decline" reveals a required reason (up to 500 characters), checked
// with the server's own schema and sent to the contractor with "Send decline". The reason's problems show
// under it; other failures go to the response section's banner.
import { type FormEvent, useId, useState } from 'react';
import { declineQuoteSchema } from '#domain/schemas/quote-sharing';
import { Button } from '#frontend/components/ui/button';
import { Spinner } from '#frontend/components/ui/spinner';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { ApiError } from '#frontend/lib/api-error';
import { errorFor, fieldErrorsOf } from '#frontend/lib/schema-errors';
import { useDeclineQuote } from '../api/decline-quote';

/** The longest reason the server takes (docs/api.md); the field stops there. */
const maxDeclineReasonLength = 500;

interface DeclineFormProps {
  quoteId: string;
  businessName: string;
  onFailure: (message: string | null) => void;
}

export const DeclineForm = ({ quoteId, businessName, onFailure }: DeclineFormProps) => {
  const t = useT();
  const decline = useDeclineQuote(quoteId);
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onFailure(null);
    const parsed = declineQuoteSchema.safeParse({ reason });
    if (!parsed.success) return setError(errorFor(fieldErrorsOf(parsed.error, t.lang), 'reason'));
    setError(undefined);
    decline.mutate(parsed.data.reason, {
      onSuccess: () =>
        toast({
          title: t('customerQuote.decline.success'),
          description: t('customerQuote.decline.successDetail', { business: businessName }),
        }),
      onError: (failure) => {
        // The server writes its messages in the page's language (x-picket-lang).
        const fieldMessage = failure instanceof ApiError ? failure.fields.reason : undefined;
        if (fieldMessage) return setError(fieldMessage);
        onFailure(t.localize(failure.message));
      },
    });
  };

  const pending = decline.isPending;
  const hintId = `${reasonId}-hint`;
  const errorId = `${reasonId}-error`;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={t('customerQuote.decline.title')}>
      <div>
        <label htmlFor={reasonId} className="mb-1 block text-sm font-medium text-slate-800">
          {t('customerQuote.decline.reason')}
        </label>
        <textarea
          id={reasonId}
          rows={4}
          maxLength={maxDeclineReasonLength}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          disabled={pending}
          required
          // biome-ignore lint/a11y/noAutofocus: the field appears because the customer just asked to decline.
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          data-testid="decline-reason"
          className={`block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 sm:text-sm ${
            error ? 'border-red-500' : 'border-slate-300'
          }`}
        />
        <p id={hintId} className="mt-1 flex justify-between gap-3 text-xs text-slate-500">
          <span>{t('customerQuote.decline.reasonHint', { business: businessName })}</span>
          <span className="shrink-0 tabular-nums">
            {t('customerQuote.decline.count', { count: reason.length, max: maxDeclineReasonLength })}
          </span>
        </p>
        {error ? (
          <p id={errorId} className="mt-1 text-sm text-red-600">
            {error}
          </p>
        ) : null}
      </div>
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
          onClick={() => {
            setOpen(false);
            setError(undefined);
          }}
          className="w-full sm:w-auto"
        >
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
};
