// "Record payment": which unpaid milestone (the first one by default), how much (what is still due on it
// by default; at least $0.01), how it was paid, when, the check number for a check, and notes. A payment
// larger than what is due is refused by the server (409 OVERPAYMENT) and explained inside the dialog.

import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { paymentSchema } from '#domain/schemas/job';
import { formatDollars } from '#frontend/components/estimate/estimate-lines';
import { useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { DialogActions } from '#frontend/components/ui/dialog-actions';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { type Job, paymentMethods } from '../api/get-job';
import { useRecordPayment } from '../api/record-payment';
import { localIsoDate } from '../job-dates';
import { firstErrors, refusalErrors, rulesValidator } from '../job-form-errors';
import { remainingCents } from '../job-money';
import { payableMilestones } from '../milestone-schedule';
import {
  initialPaymentValues,
  type PaymentFormValues,
  paymentInputOf,
  paymentProblems,
  withPaymentMilestone,
} from '../payment-form-values';

const usePaymentForm = (job: Job, onClose: () => void) => {
  const t = useT();
  const record = useRecordPayment(job.id);
  const form = useAppForm({
    defaultValues: initialPaymentValues(job.milestones, localIsoDate()),
    validators: {
      onSubmit: firstErrors([
        rulesValidator(paymentProblems, t),
        schemaValidator(paymentSchema, (values: PaymentFormValues) => paymentInputOf(values)),
      ]),
    },
    onSubmit: async ({ value, formApi }) => {
      const payment = paymentInputOf(value);
      try {
        await record.mutateAsync(payment);
        const milestone = job.milestones.find((item) => item.id === payment.milestoneId);
        toast({
          title: t('jobs.payment.recorded'),
          description: t('jobs.payment.recordedDetail', {
            amount: formatDollars(payment.amount),
            milestone: milestone?.name ?? '',
          }),
        });
        onClose();
      } catch (error) {
        formApi.setErrorMap({ onSubmit: refusalErrors(error, t('jobs.payment.failed'), t) });
      }
    },
  });
  return { form, pending: record.isPending };
};

const PaymentForm = ({ job, onClose }: { job: Job; onClose: () => void }) => {
  const t = useT();
  const { form, pending } = usePaymentForm(job, onClose);
  const payable = payableMilestones(job.milestones);
  return (
    <KitForm form={form} className="space-y-4" data-testid="record-payment-form">
      <form.AppField
        name="milestoneId"
        listeners={{
          // Picking another milestone proposes what is still due on it.
          onChange: ({ value }) =>
            form.setFieldValue(
              'amount',
              withPaymentMilestone(form.state.values, job.milestones, value).amount,
              {
                dontRunListeners: true,
              },
            ),
        }}
      >
        {(field) => (
          <field.SelectField
            label={t('jobs.payment.milestone')}
            options={payable.map((milestone) => ({
              value: milestone.id,
              label: t('jobs.payment.milestoneOption', {
                name: milestone.name,
                due: formatDollars(remainingCents(milestone) / 100),
              }),
            }))}
            disabled={pending}
            data-testid="payment-milestone"
          />
        )}
      </form.AppField>
      <form.AppField name="amount">
        {(field) => (
          <field.MoneyField label={t('form.amountDollars')} disabled={pending} data-testid="payment-amount" />
        )}
      </form.AppField>
      <div className="grid grid-cols-2 gap-3">
        <form.AppField name="paymentMethod">
          {(field) => (
            <field.SelectField
              label={t('jobs.payment.method')}
              options={paymentMethods.map((method) => ({
                value: method,
                label: t(`paymentMethod.${method}`),
              }))}
              disabled={pending}
              data-testid="payment-method"
            />
          )}
        </form.AppField>
        <form.AppField name="paymentDate">
          {(field) => (
            <field.TextField
              label={t('jobs.payment.date')}
              type="date"
              disabled={pending}
              data-testid="payment-date"
            />
          )}
        </form.AppField>
      </div>
      <form.Subscribe selector={(state) => state.values.paymentMethod === 'check'}>
        {(isCheck) =>
          isCheck ? (
            <form.AppField name="checkNumber">
              {(field) => (
                <field.TextField
                  label={t('jobs.payment.checkNumber')}
                  maxLength={50}
                  disabled={pending}
                  data-testid="payment-check-number"
                />
              )}
            </form.AppField>
          ) : null
        }
      </form.Subscribe>
      <form.AppField name="notes">
        {(field) => (
          <field.TextAreaField
            label={t('form.notes')}
            rows={2}
            maxLength={500}
            disabled={pending}
            data-testid="payment-notes"
          />
        )}
      </form.AppField>
      <form.FormError title={t('jobs.payment.failed')} data-testid="payment-error" />
      <DialogActions onCancel={onClose} disabled={pending}>
        <form.SubmitButton size="md" pendingLabel={t('jobs.payment.submitting')} data-testid="payment-submit">
          {t('jobs.payment.title')}
        </form.SubmitButton>
      </DialogActions>
    </KitForm>
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
        {t('jobs.payment.title')}
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
