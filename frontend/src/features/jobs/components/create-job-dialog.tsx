// The Create New Job dialog (SPEC §2, §5, §8), opened from the Create dialog's Job choice: a customer
// searched and picked, the Job Name and the Scheduled Date (past days disabled). Messages show under the
// fields. On success: toast 'Job Created', close and open the new job. On failure the dialog stays open
// with a destructive 'Error' toast; a customer that no longer exists reads 'Customer not found' under it.
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { Spinner } from '#frontend/components/ui/spinner';
import { TextField } from '#frontend/components/ui/text-field';
import { toast } from '#frontend/components/ui/toast-store';
import type { CustomerSearchResult } from '#frontend/features/customers/api/search';
import { useT } from '#frontend/i18n/use-t';
import { ApiError } from '#frontend/lib/api-error';
import type { FieldErrors } from '#frontend/lib/schema-errors';
import { isCustomerNotFound, useCreateJob } from '../api/create-job';
import { checkCreateJob, emptyCreateJobValues } from '../create-job-form';
import { todayIso } from '../scheduled-date';
import { JobCustomerPicker } from './job-customer-picker';

interface CreateJobDialogProps {
  open: boolean;
  onClose: () => void;
}

interface CreateJobFormProps {
  create: ReturnType<typeof useCreateJob>;
  onClose: () => void;
}

const CreateJobForm = ({ create, onClose }: CreateJobFormProps) => {
  const t = useT();
  const navigate = useNavigate();
  const [today] = useState(todayIso);
  const [customer, setCustomer] = useState<CustomerSearchResult | null>(null);
  const [values, setValues] = useState(() => emptyCreateJobValues(today));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const pending = create.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFailure('');
    const checked = checkCreateJob({ ...values, customerId: customer?.id ?? '' }, todayIso());
    if (!checked.ok) {
      setErrors(Object.fromEntries(Object.entries(checked.problems).map(([field, key]) => [field, t(key)])));
      return;
    }
    setErrors({});
    create.mutate(checked.body, {
      onSuccess: (job) => {
        toast({ title: t('createJob.success'), description: t('createJob.successDescription') });
        onClose();
        void navigate({ to: '/jobs/$id', params: { id: job.id } });
      },
      onError: (error) => {
        if (isCustomerNotFound(error)) {
          setErrors({ customerId: t('customer.notFound') });
        } else if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
          setErrors(
            Object.fromEntries(
              Object.entries(error.fields).map(([field, text]) => [field, t.localize(text)]),
            ),
          );
        } else if (error.message) {
          setFailure(t.localize(error.message));
        }
        toast({ title: t('common.error'), description: t('createJob.failed'), variant: 'destructive' });
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="create-job-form">
      {failure ? <AlertBanner title={t('createJob.failed')}>{failure}</AlertBanner> : null}
      <JobCustomerPicker
        value={customer}
        onChange={(picked) => {
          setCustomer(picked);
          setErrors(({ customerId: _, ...rest }) => rest);
        }}
        error={errors.customerId}
        disabled={pending}
      />
      <TextField
        label={t('createJob.name')}
        value={values.jobName}
        onChange={(event) => setValues((current) => ({ ...current, jobName: event.target.value }))}
        placeholder={t('createJob.namePlaceholder')}
        maxLength={200}
        autoComplete="off"
        error={errors.jobName}
        disabled={pending}
        data-testid="create-job-name"
      />
      <TextField
        label={t('createJob.date')}
        type="date"
        min={today}
        required
        value={values.scheduledDate}
        onChange={(event) => setValues((current) => ({ ...current, scheduledDate: event.target.value }))}
        error={errors.scheduledDate}
        disabled={pending}
        data-testid="create-job-date"
      />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending} data-testid="create-job-submit">
          {pending ? <Spinner className="size-4" /> : null}
          {pending ? t('createJob.submitting') : t('createJob.submit')}
        </Button>
      </div>
    </form>
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
