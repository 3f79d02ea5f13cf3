// Moving one milestone between pending, invoiced and paid. Paid asks for the date it was paid (today by
// default; 'Paid date is required' when cleared) before anything is sent.

import { useState } from 'react';
import { milestoneStatusSchema } from '#domain/schemas/job';
import { SelectField } from '#frontend/components/fields/select-field';
import { useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator, serverErrors } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { Dialog } from '#frontend/components/ui/dialog';
import { DialogActions } from '#frontend/components/ui/dialog-actions';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { failureText } from '#frontend/lib/failure-text';
import { useChangeMilestoneStatus } from '../api/change-milestone-status';
import { type Milestone, type MilestoneStatus, milestoneStatuses } from '../api/get-job';
import { localIsoDate } from '../job-dates';

type StatusChange = ReturnType<typeof useChangeMilestoneStatus>;

const paidRequest = ({ paidDate }: { paidDate: string }) => ({
  status: 'paid' as const,
  ...(paidDate ? { paidDate } : {}),
});

/** The paid-date dialog's form: the date, checked as the server checks it; a refusal shows under it. */
const PaidDateForm = ({
  milestone,
  change,
  onClose,
}: {
  milestone: Milestone;
  change: StatusChange;
  onClose: () => void;
}) => {
  const t = useT();
  const form = useAppForm({
    defaultValues: { paidDate: localIsoDate() },
    validators: { onSubmit: schemaValidator(milestoneStatusSchema, paidRequest) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await change.mutateAsync({ milestoneId: milestone.id, ...paidRequest(value) });
        toast({
          title: t('jobs.milestone.statusChanged', {
            name: milestone.name,
            status: t('milestoneStatus.paid'),
          }),
        });
        onClose();
      } catch (error) {
        const { form: message, fields } = serverErrors(error);
        const text = fields.paidDate ?? (message ? t.localize(message) : t('jobs.milestone.statusFailed'));
        formApi.setErrorMap({ onSubmit: { fields: { paidDate: text } } });
      }
    },
  });
  const pending = change.isPending;
  return (
    <KitForm form={form} className="space-y-4">
      <form.AppField name="paidDate">
        {(field) => (
          <field.TextField
            label={t('jobs.milestone.paidDate')}
            type="date"
            disabled={pending}
            data-testid="milestone-paid-date"
          />
        )}
      </form.AppField>
      <DialogActions onCancel={onClose} disabled={pending} spacing="">
        <form.SubmitButton size="md" data-testid="milestone-paid-submit">
          {t('jobs.milestone.markPaid')}
        </form.SubmitButton>
      </DialogActions>
    </KitForm>
  );
};

export const MilestoneStatusControl = ({ jobId, milestone }: { jobId: string; milestone: Milestone }) => {
  const t = useT();
  const change = useChangeMilestoneStatus(jobId);
  const [askingPaidDate, setAskingPaidDate] = useState(false);
  const pending = change.isPending;

  const send = (status: MilestoneStatus) =>
    change.mutate(
      { milestoneId: milestone.id, status },
      {
        onSuccess: () =>
          toast({
            title: t('jobs.milestone.statusChanged', {
              name: milestone.name,
              status: t(`milestoneStatus.${status}`),
            }),
          }),
        onError: (error) =>
          toast({
            title: t('jobs.milestone.statusFailed'),
            description: failureText(error, t, t('jobs.milestone.statusFailed')),
            variant: 'destructive',
          }),
      },
    );

  const onSelect = (status: MilestoneStatus) => {
    if (status === milestone.status) return;
    if (status === 'paid') setAskingPaidDate(true);
    else send(status);
  };

  return (
    <>
      <SelectField
        label={t('jobs.milestone.changeStatus', { name: milestone.name })}
        labelClassName="sr-only"
        className="w-36"
        value={milestone.status}
        options={milestoneStatuses.map((status) => ({
          value: status,
          label: t(`milestoneStatus.${status}`),
        }))}
        onValueChange={onSelect}
        disabled={pending}
        data-testid="milestone-status-change"
      />
      <Dialog
        open={askingPaidDate}
        onClose={pending ? () => undefined : () => setAskingPaidDate(false)}
        title={t('jobs.milestone.paidTitle', { name: milestone.name })}
        testId="milestone-paid-dialog"
      >
        {askingPaidDate ? (
          <PaidDateForm milestone={milestone} change={change} onClose={() => setAskingPaidDate(false)} />
        ) : null}
      </Dialog>
    </>
  );
};
