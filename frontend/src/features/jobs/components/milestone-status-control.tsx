// Moving one milestone between pending, invoiced and paid. Paid asks for the date it was paid (today by
// default; 'Paid date is required' when cleared) before anything is sent.
import { type FormEvent, useState } from 'react';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { Spinner } from '#frontend/components/ui/spinner';
import { TextField } from '#frontend/components/ui/text-field';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { useChangeMilestoneStatus } from '../api/change-milestone-status';
import { type Milestone, type MilestoneStatus, milestoneStatuses } from '../api/get-job';
import { isIsoDate, localIsoDate } from '../job-dates';

export const MilestoneStatusControl = ({ jobId, milestone }: { jobId: string; milestone: Milestone }) => {
  const t = useT();
  const change = useChangeMilestoneStatus(jobId);
  const [askingPaidDate, setAskingPaidDate] = useState(false);
  const [paidDate, setPaidDate] = useState('');
  const [paidDateError, setPaidDateError] = useState<string | undefined>(undefined);
  const pending = change.isPending;

  const send = (status: MilestoneStatus, date?: string) =>
    change.mutate(
      { milestoneId: milestone.id, status, ...(date ? { paidDate: date } : {}) },
      {
        onSuccess: () => {
          setAskingPaidDate(false);
          toast({
            title: t('jobs.milestone.statusChanged', {
              name: milestone.name,
              status: t(`jobs.milestoneStatus.${status}`),
            }),
          });
        },
        onError: (error) => {
          const message = error.message ? t.localize(error.message) : t('jobs.milestone.statusFailed');
          if (askingPaidDate) setPaidDateError(message);
          else
            toast({ title: t('jobs.milestone.statusFailed'), description: message, variant: 'destructive' });
        },
      },
    );

  const onSelect = (status: MilestoneStatus) => {
    if (status === milestone.status) return;
    if (status === 'paid') {
      setPaidDate(localIsoDate());
      setPaidDateError(undefined);
      setAskingPaidDate(true);
      return;
    }
    send(status);
  };

  const onSubmitPaid = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (paidDate === '') {
      setPaidDateError(t('jobs.milestone.paidDateRequired'));
      return;
    }
    if (!isIsoDate(paidDate)) {
      setPaidDateError(t('jobs.details.dateInvalid'));
      return;
    }
    send('paid', paidDate);
  };

  return (
    <>
      <label className="sr-only" htmlFor={`milestone-status-${milestone.id}`}>
        {t('jobs.milestone.changeStatus', { name: milestone.name })}
      </label>
      <select
        id={`milestone-status-${milestone.id}`}
        value={milestone.status}
        onChange={(event) => onSelect(event.target.value as MilestoneStatus)}
        disabled={pending}
        className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 disabled:opacity-60"
        data-testid="milestone-status-change"
      >
        {milestoneStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`jobs.milestoneStatus.${status}`)}
          </option>
        ))}
      </select>
      <Dialog
        open={askingPaidDate}
        onClose={pending ? () => undefined : () => setAskingPaidDate(false)}
        title={t('jobs.milestone.paidTitle', { name: milestone.name })}
        testId="milestone-paid-dialog"
      >
        <form noValidate onSubmit={onSubmitPaid} className="space-y-4">
          <TextField
            label={t('jobs.milestone.paidDate')}
            type="date"
            value={paidDate}
            onChange={(event) => setPaidDate(event.target.value)}
            error={paidDateError}
            disabled={pending}
            data-testid="milestone-paid-date"
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setAskingPaidDate(false)} disabled={pending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={pending} data-testid="milestone-paid-submit">
              {pending ? <Spinner className="size-4" /> : null}
              {t('jobs.milestone.markPaid')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
};
