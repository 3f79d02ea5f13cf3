// Approving the quote: the customer signs by typing their full name and ticks consent, checked here with
// the server's own schema; the server's field messages show under the same fields. Other failures go to
// the response section's banner.
import { type FormEvent, useId, useState } from 'react';
import { approveQuoteSchema } from '#domain/schemas/quote-sharing';
import { Spinner } from '#frontend/components/ui/spinner';
import { TextField } from '#frontend/components/ui/text-field';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { ApiError } from '#frontend/lib/api-error';
import { errorFor, type FieldErrors, fieldErrorsOf } from '#frontend/lib/schema-errors';
import { useApproveQuote } from '../api/approve-quote';
import { accentButtonClasses } from './accent-button';

interface ApproveFormProps {
  quoteId: string;
  /** The version shown, which the signature is for. */
  version: number;
  businessName: string;
  onFailure: (message: string | null) => void;
}

export const ApproveForm = ({ quoteId, version, businessName, onFailure }: ApproveFormProps) => {
  const t = useT();
  const approve = useApproveQuote(quoteId);
  const consentId = useId();
  const [signatureName, setSignatureName] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onFailure(null);
    const parsed = approveQuoteSchema.safeParse({ signatureName, consent, version });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error, t.lang));
    setErrors({});
    approve.mutate(parsed.data, {
      onSuccess: () =>
        toast({
          title: t('customerQuote.approve.success'),
          description: t('customerQuote.approve.successDetail', { business: businessName }),
        }),
      onError: (error) => {
        // The server writes its messages in the page's language (x-picket-lang).
        const fields = error instanceof ApiError ? error.fields : {};
        if (fields.signatureName || fields.consent) return setErrors({ ...fields });
        onFailure(t.localize(error.message));
      },
    });
  };

  const pending = approve.isPending;
  const consentError = errorFor(errors, 'consent');
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('customerQuote.approve.title')}>
      <TextField
        label={t('customerQuote.approve.name')}
        hint={t('customerQuote.approve.nameHint')}
        value={signatureName}
        onChange={(event) => setSignatureName(event.target.value)}
        error={errorFor(errors, 'signatureName')}
        disabled={pending}
        required
        autoComplete="name"
        autoCapitalize="words"
        data-testid="signature-name"
        className="[&_input]:font-serif [&_input]:text-lg [&_input]:italic"
      />
      <div>
        <label
          htmlFor={consentId}
          className={`flex min-h-11 items-start gap-3 py-1 ${pending ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'}`}
        >
          <input
            id={consentId}
            type="checkbox"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            disabled={pending}
            required
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? `${consentId}-error` : undefined}
            data-testid="approve-consent"
            className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-(--quote-accent)"
          />
          <span className="text-sm text-slate-800">{t('customerQuote.approve.consent')}</span>
        </label>
        {consentError ? (
          <p id={`${consentId}-error`} className="mt-1 text-sm text-red-600">
            {consentError}
          </p>
        ) : null}
      </div>
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
    </form>
  );
};
