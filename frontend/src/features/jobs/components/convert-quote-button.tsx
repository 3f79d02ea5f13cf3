// "Convert to job" on the contractor's quote view (SPEC §1, §4): offered while the quote can still move to
// converted_to_job (draft, sent, approved, scheduled). It opens a small dialog with an optional scheduled
// date (past days disabled) and Create job; the server creates the job with its payment milestones and
// moves the quote, then the job opens. A refusal (already converted, a status that cannot convert) shows
// in the dialog and the quote is fetched again.

import { useNavigate } from '@tanstack/react-router';
import { Hammer } from 'lucide-react';
import { useState } from 'react';
import { canMoveQuote, type QuoteStatus } from '#domain/quote-status';
import { convertQuoteSchema } from '#domain/schemas/job';
import { useAppForm } from '#frontend/components/form/app-form';
import { firstErrorText, schemaValidator, serverErrors } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { DialogActions } from '#frontend/components/ui/dialog-actions';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { useConvertQuote } from '../api/convert-quote';
import type { FormProblems } from '../form-problem';
import { firstErrors, rulesValidator } from '../job-form-errors';
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

interface ConvertValues {
  /** YYYY-MM-DD, or '' to schedule the job later. */
  scheduledDate: string;
}

const convertRequest = ({ scheduledDate }: ConvertValues) =>
  scheduledDate.trim() ? { scheduledDate: scheduledDate.trim() } : {};

const useConvertForm = ({ quote, convert, onDone }: ConvertFormProps) => {
  const t = useT();
  const navigate = useNavigate();
  return useAppForm({
    defaultValues: { scheduledDate: '' },
    validators: {
      onSubmit: firstErrors([
        rulesValidator(({ scheduledDate }: ConvertValues): FormProblems => {
          const problem = scheduledDateProblem(scheduledDate, todayIso(), { required: false });
          return problem ? { scheduledDate: { key: problem } } : {};
        }, t),
        schemaValidator(convertQuoteSchema, convertRequest),
      ]),
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        const job = await convert.mutateAsync(convertRequest(value).scheduledDate ?? null);
        toast({
          title: t('createJob.success'),
          description: t('convertQuote.successDescription', { number: quote.number, job: job.displayNumber }),
        });
        onDone();
        void navigate({ to: '/jobs/$id', params: { id: job.id } });
      } catch (error) {
        // A refused date shows under the date; any other refusal in the banner.
        const refusedDate = serverErrors(error).fields.scheduledDate;
        const message = error instanceof Error ? error.message : '';
        formApi.setErrorMap({
          onSubmit: refusedDate
            ? { fields: { scheduledDate: refusedDate } }
            : { form: message || t('createJob.failed'), fields: {} },
        });
      }
    },
  });
};

const ConvertForm = (props: ConvertFormProps) => {
  const t = useT();
  const [today] = useState(todayIso);
  const form = useConvertForm(props);
  const pending = props.convert.isPending;
  return (
    <KitForm form={form} className="space-y-4" data-testid="convert-quote-form">
      <form.Subscribe selector={(state) => firstErrorText([state.errorMap.onSubmit], t.lang)}>
        {(failure) =>
          failure ? (
            <AlertBanner title={t('convertQuote.failed')}>
              <span data-testid="convert-quote-error">{t.localize(failure)}</span>
            </AlertBanner>
          ) : null
        }
      </form.Subscribe>
      <form.AppField name="scheduledDate">
        {(field) => (
          <field.TextField
            label={t('jobs.details.scheduledDate')}
            hint={t('convertQuote.dateHint')}
            type="date"
            min={today}
            disabled={pending}
            data-testid="convert-quote-date"
          />
        )}
      </form.AppField>
      <DialogActions onCancel={props.onClose} disabled={pending}>
        <form.SubmitButton
          size="md"
          pendingLabel={t('convertQuote.submitting')}
          data-testid="convert-quote-submit"
        >
          {t('convertQuote.submit')}
        </form.SubmitButton>
      </DialogActions>
    </KitForm>
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
          {t('convertQuote.title')}
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
