// The job's Details card: name, type, when, who, calendar colour, instructions, notes and total. It sends
// only what the contractor changed, with the job version (409 STALE_VERSION → reload offer); a total the
// server refuses once payments exist (409 HAS_PAYMENTS) is explained under the total.
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { jobTypes } from '#domain/job-status';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { Spinner } from '#frontend/components/ui/spinner';
import { TextField } from '#frontend/components/ui/text-field';
import { toast } from '#frontend/components/ui/toast-store';
import { SectionCard, SelectField } from '#frontend/features/quotes/components/form-controls';
import { useT } from '#frontend/i18n/use-t';
import { ApiError } from '#frontend/lib/api-error';
import type { Job } from '../api/get-job';
import { useTeam } from '../api/get-team';
import { fieldsOf, isStaleJobError } from '../api/store-job';
import { useUpdateJob } from '../api/update-job';
import type { FormProblems } from '../form-problem';
import { localIsoDate } from '../job-dates';
import {
  detailsChanges,
  detailsProblems,
  detailsValuesOf,
  hasChanges,
  type JobDetailsValues,
  rebaseDetails,
} from '../job-details-values';
import { CalendarColorField } from './calendar-color-field';
import { JobTimeFields } from './job-time-fields';
import { StaleJobBanner } from './stale-job-banner';
import { TextAreaField } from './text-area-field';

interface FormState {
  values: JobDetailsValues;
  /** The job's values the edits started from; see rebaseDetails. */
  baseline: JobDetailsValues;
}

export const JobDetailsForm = ({ job, onReload }: { job: Job; onReload: () => Promise<Job | undefined> }) => {
  const t = useT();
  const update = useUpdateJob(job.id);
  const team = useTeam();
  const fresh = useMemo(() => detailsValuesOf(job), [job]);
  const [state, setState] = useState<FormState>(() => ({ values: fresh, baseline: fresh }));
  const [problems, setProblems] = useState<FormProblems>({});
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const pending = update.isPending;
  const { values } = state;

  useEffect(() => {
    setState((current) =>
      current.baseline === fresh
        ? current
        : { values: rebaseDetails(current.values, current.baseline, fresh), baseline: fresh },
    );
  }, [fresh]);

  const changes = detailsChanges(values, job);
  const dirty = hasChanges(changes);

  const set = (next: Partial<JobDetailsValues>) =>
    setState((current) => ({ ...current, values: { ...current.values, ...next } }));

  const errorFor = (field: string): string | undefined => {
    const problem = problems[field];
    return problem ? t(problem.key, problem.vars) : serverFields[field];
  };

  const reload = async () => {
    const latest = await onReload();
    if (latest) {
      const next = detailsValuesOf(latest);
      setState({ values: next, baseline: next });
    }
    setStale(false);
    setFailure(null);
    setServerFields({});
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = detailsProblems(values, job, localIsoDate());
    setProblems(found);
    setServerFields({});
    setFailure(null);
    if (Object.keys(found).length > 0 || !dirty) return;
    update.mutate(
      { version: job.version, changes },
      {
        onSuccess: () => toast({ title: t('jobs.details.saved') }),
        onError: (error) => {
          if (isStaleJobError(error)) {
            setStale(true);
            return;
          }
          const message = error.message ? t.localize(error.message) : t('jobs.details.saveFailed');
          const fields = fieldsOf(error);
          if (error instanceof ApiError && error.code === 'HAS_PAYMENTS') fields.totalAmount = message;
          setServerFields(fields);
          setFailure(message);
        },
      },
    );
  };

  const assignee = job.assignedTo;
  const members = team.data?.members ?? [];
  const assigneeMissing = assignee && !members.some((member) => member.id === assignee.id);

  return (
    <SectionCard title={t('jobs.details.title')} testId="job-details">
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="job-details-form">
        {stale ? <StaleJobBanner onReload={reload} /> : null}
        <TextField
          label={t('jobs.details.name')}
          value={values.name}
          maxLength={200}
          onChange={(event) => set({ name: event.target.value })}
          error={errorFor('name')}
          disabled={pending}
          data-testid="job-name-input"
        />
        <SelectField
          label={t('jobs.details.jobType')}
          value={values.jobType}
          onChange={(event) => set({ jobType: event.target.value as JobDetailsValues['jobType'] })}
          error={errorFor('jobType')}
          disabled={pending}
          data-testid="job-type"
        >
          {jobTypes.map((type) => (
            <option key={type} value={type}>
              {t(`jobs.jobType.${type}`)}
            </option>
          ))}
        </SelectField>
        <JobTimeFields
          values={values}
          onChange={(times) => set(times)}
          minDate={localIsoDate()}
          errorFor={errorFor}
          disabled={pending}
        />
        <SelectField
          label={t('jobs.details.assignee')}
          hint={team.isError ? t('jobs.details.teamFailed') : undefined}
          value={values.assignedTo}
          onChange={(event) => set({ assignedTo: event.target.value })}
          error={errorFor('assignedTo')}
          disabled={pending}
          data-testid="job-assignee"
        >
          <option value="">{t('jobs.details.unassigned')}</option>
          {assigneeMissing ? <option value={assignee.id}>{assignee.name}</option> : null}
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name || member.email}
            </option>
          ))}
        </SelectField>
        <CalendarColorField
          value={values.calendarColor}
          onChange={(calendarColor) => set({ calendarColor })}
          error={errorFor('calendarColor')}
          disabled={pending}
        />
        <TextAreaField
          label={t('jobs.details.visitInstructions')}
          placeholder={t('jobs.details.visitInstructionsPlaceholder')}
          value={values.visitInstructions}
          maxLength={2000}
          onChange={(event) => set({ visitInstructions: event.target.value })}
          error={errorFor('visitInstructions')}
          disabled={pending}
          data-testid="job-visit-instructions"
        />
        <TextAreaField
          label={t('jobs.details.notes')}
          value={values.notes}
          maxLength={2000}
          onChange={(event) => set({ notes: event.target.value })}
          error={errorFor('notes')}
          disabled={pending}
          data-testid="job-notes"
        />
        <TextField
          label={t('jobs.details.totalAmount')}
          hint={job.payments.length > 0 ? t('jobs.details.totalLockedHint') : t('jobs.details.totalHint')}
          inputMode="decimal"
          value={values.totalAmount}
          onChange={(event) => set({ totalAmount: event.target.value })}
          error={errorFor('totalAmount')}
          disabled={pending}
          data-testid="job-total-input"
        />
        {failure ? (
          <div data-testid="job-details-error">
            <AlertBanner title={t('jobs.details.saveFailed')}>{failure}</AlertBanner>
          </div>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={pending || !dirty} data-testid="job-save">
            {pending ? <Spinner className="size-4" /> : null}
            {pending ? t('jobs.details.saving') : t('jobs.details.save')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
};
