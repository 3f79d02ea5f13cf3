// The job's status moves: one button per status the server allows from here (`allowedStatuses`, from
// domain/job-status.ts; a crew member's only start, pause and complete). Completing is final, so it is confirmed first. A refused move (409 ILLEGAL_MOVE)
// is explained under the buttons and the job is fetched again, since its status may have moved elsewhere.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { JobStatus } from '#domain/job-status';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { Spinner } from '#frontend/components/ui/spinner';
import { toast } from '#frontend/components/ui/toast-store';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { ApiError } from '#frontend/lib/api-error';
import { failureText } from '#frontend/lib/failure-text';
import { useChangeJobStatus } from '../api/change-job-status';
import { type AnyJob, jobQueryKey } from '../api/get-job';

const needsConfirmation = (to: JobStatus): boolean => to === 'completed';

export const JobStatusActions = ({ job }: { job: AnyJob }) => {
  const t = useT();
  const queryClient = useQueryClient();
  const change = useChangeJobStatus(job.id);
  const [confirming, setConfirming] = useState<JobStatus | null>(null);
  const [moving, setMoving] = useState<JobStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pending = change.isPending;

  const move = (to: JobStatus) => {
    setMoving(to);
    setError(null);
    change.mutate(to, {
      onSuccess: () => {
        const status = t(`jobStatus.${to}`).toLocaleLowerCase(localeOf(t.lang));
        toast({ title: t('jobs.move.done', { status }) });
      },
      onError: (failure) => {
        setError(failureText(failure, t, t('form.statusChangeFailed')));
        if (failure instanceof ApiError && failure.status === 409) {
          void queryClient.invalidateQueries({ queryKey: jobQueryKey(job.id) });
        }
      },
      onSettled: () => {
        setMoving(null);
        setConfirming(null);
      },
    });
  };

  return (
    <div className="space-y-2" data-testid="job-status-actions">
      {job.allowedStatuses.length === 0 ? (
        <p className="text-sm text-slate-600">
          {t(job.view === 'crew' && job.status !== 'completed' ? 'crewJob.movesNone' : 'jobs.move.none')}
        </p>
      ) : (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('jobs.move.group')}</legend>
          {job.allowedStatuses.map((to) => (
            <Button
              key={to}
              size="sm"
              variant={to === 'cancelled' ? 'ghost' : 'secondary'}
              onClick={() => (needsConfirmation(to) ? setConfirming(to) : move(to))}
              disabled={pending}
              data-testid={`job-move-${to}`}
            >
              {moving === to && !confirming ? <Spinner className="size-4" /> : null}
              {t(`jobs.move.${to}`)}
            </Button>
          ))}
        </fieldset>
      )}
      {error ? (
        <div data-testid="job-status-error">
          <AlertBanner title={t('form.statusChangeFailed')}>{error}</AlertBanner>
        </div>
      ) : null}
      <Dialog
        open={confirming !== null}
        onClose={pending ? () => undefined : () => setConfirming(null)}
        title={t('jobs.move.completeTitle')}
        testId="job-complete-dialog"
      >
        <p className="text-sm text-slate-700">{t('jobs.move.completeConfirm')}</p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(null)} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => confirming && move(confirming)}
            disabled={pending}
            data-testid="job-complete-confirm"
          >
            {pending ? <Spinner className="size-4" /> : null}
            {t('jobs.move.completeSubmit')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
};
