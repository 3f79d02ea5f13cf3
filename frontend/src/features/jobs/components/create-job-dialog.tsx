// The Create New Job dialog (SPEC §2, §5, §8), opened from the Create dialog's Job choice: a customer
// searched and picked, the Job Name and the Scheduled Date (past days disabled). Messages show under the
// fields. On success: toast 'Job Created', close and open the new job. On failure the dialog stays open
// with a destructive 'Error' toast; a customer that no longer exists reads 'Customer not found' under it.

import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { createJobSchema } from '#domain/schemas/job';
import { useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator, serverErrors } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { CustomerPicker } from '#frontend/components/search/customer-picker';
import { Dialog } from '#frontend/components/ui/dialog';
import { DialogActions } from '#frontend/components/ui/dialog-actions';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { errorToast } from '#frontend/lib/failure-text';
import { isCustomerNotFound, useCreateJob } from '../api/create-job';
import {
  type CreateJobValues,
  createJobProblems,
  createJobRequest,
  emptyCreateJobValues,
} from '../create-job-form';
import { firstErrors, rulesValidator } from '../job-form-errors';
import { todayIso } from '../scheduled-date';

interface CreateJobDialogProps {
  open: boolean;
  onClose: () => void;
}

interface CreateJobFormProps {
  create: ReturnType<typeof useCreateJob>;
  onClose: () => void;
}

const useCreateJobForm = ({ create, onClose }: CreateJobFormProps) => {
  const t = useT();
  const navigate = useNavigate();
  const [today] = useState(todayIso);
  const form = useAppForm({
    defaultValues: emptyCreateJobValues(today),
    validators: {
      onSubmit: firstErrors<CreateJobValues>([
        rulesValidator((values: CreateJobValues) => createJobProblems(values, todayIso()), t),
        schemaValidator(createJobSchema, createJobRequest),
      ]),
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        const job = await create.mutateAsync(createJobRequest(value));
        toast({ title: t('createJob.success'), description: t('createJob.successDescription') });
        onClose();
        void navigate({ to: '/jobs/$id', params: { id: job.id } });
      } catch (error) {
        const errors = isCustomerNotFound(error)
          ? { fields: { customerId: 'customer.notFound' } }
          : serverErrors(error);
        formApi.setErrorMap({
          onSubmit: errors.form ? { ...errors, form: t.localize(errors.form) } : errors,
        });
        toast(errorToast(t, t('createJob.failed')));
      }
    },
  });
  return { form, today };
};

const CreateJobForm = ({ create, onClose }: CreateJobFormProps) => {
  const t = useT();
  const { form, today } = useCreateJobForm({ create, onClose });
  const pending = create.isPending;
  return (
    <KitForm form={form} className="space-y-4" data-testid="create-job-form">
      <form.FormError title={t('createJob.failed')} />
      <form.AppField name="customerId">{() => <CustomerPicker disabled={pending} />}</form.AppField>
      <form.AppField name="jobName">
        {(field) => (
          <field.TextField
            label={t('createJob.name')}
            placeholder={t('createJob.namePlaceholder')}
            maxLength={200}
            autoComplete="off"
            disabled={pending}
            data-testid="create-job-name"
          />
        )}
      </form.AppField>
      <form.AppField name="scheduledDate">
        {(field) => (
          <field.TextField
            label={t('createJob.date')}
            type="date"
            min={today}
            required
            disabled={pending}
            data-testid="create-job-date"
          />
        )}
      </form.AppField>
      <DialogActions onCancel={onClose} disabled={pending}>
        <form.SubmitButton size="md" pendingLabel={t('createJob.submitting')} data-testid="create-job-submit">
          {t('createJob.submit')}
        </form.SubmitButton>
      </DialogActions>
    </KitForm>
  );
};

export const CreateJobDialog = ({ open, onClose }: CreateJobDialogProps) => {
  const t = useT();
  // Owned here so Escape and the backdrop are ignored while saving; the form starts afresh on each open.
  const create = useCreateJob();
  return (
    <Dialog
      open={open}
      onClose={create.isPending ? () => undefined : onClose}
      title={t('createJob.title')}
      description={t('createJob.description')}
      testId="create-job-dialog"
    >
      <CreateJobForm create={create} onClose={onClose} />
    </Dialog>
  );
};
