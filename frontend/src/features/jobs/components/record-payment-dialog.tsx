// "Record payment": which unpaid milestone (the first one by default), how much (what is still due on it
// by default; at least $0.01), how it was paid, when, the check number for a check, and notes. A payment
// larger than what is due is refused by the server (409 OVERPAYMENT) and explained inside the dialog.
import { Banknote } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { Spinner } from '#frontend/components/ui/spinner';
import { TextField } from '#frontend/components/ui/text-field';
import { toast } from '#frontend/components/ui/toast-store';
import { SelectField } from '#frontend/features/quotes/components/form-controls';
import { formatDollars } from '#frontend/features/quotes/estimate-lines';
import { useT } from '#frontend/i18n/use-t';
import { type Job, type PaymentMethod, paymentMethods } from '../api/get-job';
import { useRecordPayment } from '../api/record-payment';
import { fieldsOf } from '../api/store-job';
import type { FormProblems } from '../form-problem';
import { localIsoDate } from '../job-dates';
import { remainingCents } from '../job-money';
import { payableMilestones } from '../milestone-schedule';
import {
  initialPaymentValues,
  type PaymentFormValues,
  paymentInputOf,
  paymentProblems,
  withPaymentMilestone,
} from '../payment-form-values';
import { TextAreaField } from './text-area-field';

const PaymentForm = ({ job, onClose }: { job: Job; onClose: () => void }) => {
  const t = useT();
  const record = useRecordPayment(job.id);
  const payable = payableMilestones(job.milestones);
  const [values, setValues] = useState<PaymentFormValues>(() =>
    initialPaymentValues(job.milestones, localIsoDate()),
  );
  const [problems, setProblems] = useState<FormProblems>({});
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const pending = record.isPending;

  const errorFor = (field: string): string | undefined => {
    const problem = problems[field];
    return problem ? t(problem.key, problem.vars) : serverFields[field];
  };
  const set = (next: Partial<PaymentFormValues>) => setValues((current) => ({ ...current, ...next }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = paymentProblems(values);
    setProblems(found);
    setServerFields({});
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const payment = paymentInputOf(values);
    record.mutate(payment, {
      onSuccess: () => {
        const milestone = job.milestones.find((item) => item.id === payment.milestoneId);
        toast({
          title: t('jobs.payment.recorded'),
          description: t('jobs.payment.recordedDetail', {
            amount: formatDollars(payment.amount),
            milestone: milestone?.name ?? '',
          }),
        });
        onClose();
      },
      onError: (error) => {
        setServerFields(fieldsOf(error));
        setFailure(error.message ? t.localize(error.message) : t('jobs.payment.failed'));
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="record-payment-form">
      <SelectField
        label={t('jobs.payment.milestone')}
        value={values.milestoneId}
        onChange={(event) =>
          setValues((current) => withPaymentMilestone(current, job.milestones, event.target.value))
        }
        error={errorFor('milestoneId')}
        disabled={pending}
        data-testid="payment-milestone"
      >
        {payable.map((milestone) => (
          <option key={milestone.id} value={milestone.id}>
            {t('jobs.payment.milestoneOption', {
              name: milestone.name,
              due: formatDollars(remainingCents(milestone) / 100),
            })}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('jobs.payment.amount')}
        inputMode="decimal"
        value={values.amount}
        onChange={(event) => set({ amount: event.target.value })}
        error={errorFor('amount')}
        disabled={pending}
        data-testid="payment-amount"
      />
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label={t('jobs.payment.method')}
          value={values.paymentMethod}
          onChange={(event) => set({ paymentMethod: event.target.value as PaymentMethod })}
          error={errorFor('paymentMethod')}
          disabled={pending}
          data-testid="payment-method"
        >
          {paymentMethods.map((method) => (
            <option key={method} value={method}>
              {t(`jobs.paymentMethod.${method}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('jobs.payment.date')}
          type="date"
          value={values.paymentDate}
          onChange={(event) => set({ paymentDate: event.target.value })}
          error={errorFor('paymentDate')}
          disabled={pending}
          data-testid="payment-date"
        />
      </div>
      {values.paymentMethod === 'check' ? (
        <TextField
          label={t('jobs.payment.checkNumber')}
          value={values.checkNumber}
          maxLength={50}
          onChange={(event) => set({ checkNumber: event.target.value })}
          error={errorFor('checkNumber')}
          disabled={pending}
          data-testid="payment-check-number"
        />
      ) : null}
      <TextAreaField
        label={t('jobs.payment.notes')}
        rows={2}
        value={values.notes}
        maxLength={500}
        onChange={(event) => set({ notes: event.target.value })}
        error={errorFor('notes')}
        disabled={pending}
        data-testid="payment-notes"
      />
      {failure ? (
        <div data-testid="payment-error">
          <AlertBanner title={t('jobs.payment.failed')}>{failure}</AlertBanner>
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending} data-testid="payment-submit">
          {pending ? <Spinner className="size-4" /> : null}
          {pending ? t('jobs.payment.submitting') : t('jobs.payment.submit')}
        </Button>
      </div>
    </form>
  );
};

export const RecordPaymentButton = ({ job }: { job: Job }) => {
  const t = useT();
  const [open, setOpen] = useState(false);
  const nothingDue = payableMilestones(job.milestones).length === 0;
  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={nothingDue} data-testid="record-payment-open">
        <Banknote aria-hidden="true" className="size-4" />
        {t('jobs.payment.open')}
      </Button>
      {nothingDue && job.milestones.length > 0 ? (
        <p className="mt-1 text-xs text-slate-500">{t('jobs.payment.nothingDue')}</p>
      ) : null}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('jobs.payment.title')}
        testId="record-payment-dialog"
      >
        {open ? <PaymentForm job={job} onClose={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
};
