// "Convert to job" on the contractor's quote view (SPEC §1, §4): offered while the quote can still move to
// converted_to_job (draft, sent, approved, scheduled). It opens a small dialog with an optional scheduled
// date (past days disabled) and Create job; the server creates the job with its payment milestones and
// moves the quote, then the job opens. A refusal (already converted, a status that cannot convert) shows
// in the dialog and the quote is fetched again.
import { useNavigate } from '@tanstack/react-router';
import { Hammer } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { canMoveQuote, type QuoteStatus } from '#domain/quote-status';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { Spinner } from '#frontend/components/ui/spinner';
import { TextField } from '#frontend/components/ui/text-field';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { ApiError } from '#frontend/lib/api-error';
import { useConvertQuote } from '../api/convert-quote';
import { scheduledDateProblem, todayIso } from '../scheduled-date';

/** SPEC §4: only these statuses may move to converted_to_job. */
export const canConvertQuote = (status: QuoteStatus): boolean => canMoveQuote(status, 'converted_to_job');

interface ConvertQuoteButtonProps {
  quote: { id: string; number: number; status: QuoteStatus };
  contractorId: string;
}

interface ConvertFormProps extends ConvertQuoteButtonProps {
  convert: ReturnType<typeof useConvertQuote>;
  onClose: () => void;
  onDone: () => void;
}

const ConvertForm = ({ quote, convert, onClose, onDone }: ConvertFormProps) => {
  const t = useT();
  const navigate = useNavigate();
  const [today] = useState(todayIso);
  const [date, setDate] = useState('');
  const [dateError, setDateError] = useState('');
  const [failure, setFailure] = useState('');
  const pending = convert.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFailure('');
    const problem = scheduledDateProblem(date, todayIso(), { required: false });
    if (problem) {
      setDateError(t(problem));
      return;
    }
    setDateError('');
    convert.mutate(date.trim() || null, {
      onSuccess: (job) => {
        toast({
          title: t('convertQuote.success'),
          description: t('convertQuote.successDescription', {
            number: quote.number,
            job: job.displayNumber,
          }),
        });
        onDone();
        void navigate({ to: '/jobs/$id', params: { id: job.id } });
      },
      onError: (error) => {
        const field = error instanceof ApiError ? error.fields.scheduledDate : undefined;
        if (field) setDateError(t.localize(field));
        else setFailure(error.message ? t.localize(error.message) : t('convertQuote.failedDescription'));
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="convert-quote-form">
      {failure ? (
        <AlertBanner title={t('convertQuote.failed')}>
          <span data-testid="convert-quote-error">{failure}</span>
        </AlertBanner>
      ) : null}
      <TextField
        label={t('convertQuote.date')}
        hint={t('convertQuote.dateHint')}
        type="date"
        min={today}
        value={date}
        onChange={(event) => setDate(event.target.value)}
        error={dateError || undefined}
        disabled={pending}
        data-testid="convert-quote-date"
      />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending} data-testid="convert-quote-submit">
          {pending ? <Spinner className="size-4" /> : null}
          {pending ? t('convertQuote.submitting') : t('convertQuote.submit')}
        </Button>
      </div>
    </form>
  );
};

export const ConvertQuoteButton = ({ quote, contractorId }: ConvertQuoteButtonProps) => {
  const t = useT();
  const convert = useConvertQuote(quote.id, contractorId);
  const [open, setOpen] = useState(false);
  const convertible = canConvertQuote(quote.status);
  // An open dialog stays to tell why, even when the refetched quote can no longer convert.
  if (!convertible && !open) return null;
  const close = () => {
    if (!convert.isPending) setOpen(false);
  };
  return (
    <>
      {convertible ? (
        <Button variant="secondary" onClick={() => setOpen(true)} data-testid="convert-quote-open">
          <Hammer aria-hidden="true" className="size-4" />
          {t('convertQuote.open')}
        </Button>
      ) : null}
      <Dialog
        open={open}
        onClose={close}
        title={t('convertQuote.title')}
        description={t('convertQuote.description', { number: quote.number })}
        testId="convert-quote-dialog"
      >
        <ConvertForm
          quote={quote}
          contractorId={contractorId}
          convert={convert}
          onClose={close}
          onDone={() => setOpen(false)}
        />
      </Dialog>
    </>
  );
};
