// The state of the job's Details card: the form (the feature's rules, then the PATCH schema), what changed
// since the job was read, the save (only the changes, with the job version), the "someone saved first"
// offer to reload, and the job changing underneath (untouched fields follow it, edited ones stay).
import { useSelector } from '@tanstack/react-form';
import { useEffect, useMemo, useRef, useState } from 'react';
import { jobUpdateSchema } from '#domain/schemas/job';
import { useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { ApiError } from '#frontend/lib/api-error';
import type { Job } from './api/get-job';
import { isStaleJobError } from './api/store-job';
import { useUpdateJob } from './api/update-job';
import { localIsoDate } from './job-dates';
import {
  detailsChanges,
  detailsProblems,
  detailsValuesOf,
  hasChanges,
  type JobDetailsValues,
  rebaseDetails,
} from './job-details-values';
import { firstErrors, refusalErrors, rulesValidator } from './job-form-errors';

/** The PATCH names the times as the job does; the form calls them by what they are in it. */
const renamed = { scheduledStartTime: 'startTime', scheduledEndTime: 'endTime' };

const detailsKeys = (values: JobDetailsValues) => Object.keys(values) as (keyof JobDetailsValues)[];

export const useJobDetailsForm = (job: Job, onReload: () => Promise<Job | undefined>) => {
  const t = useT();
  const update = useUpdateJob(job.id);
  const [stale, setStale] = useState(false);
  const fresh = useMemo(() => detailsValuesOf(job), [job]);
  /** The job's values the edits started from; see rebaseDetails. */
  const baseline = useRef(fresh);

  const form = useAppForm({
    defaultValues: fresh,
    validators: {
      onSubmit: firstErrors(
        [
          rulesValidator((values: JobDetailsValues) => detailsProblems(values, job, localIsoDate()), t),
          schemaValidator(jobUpdateSchema, (values: JobDetailsValues) => ({
            version: job.version,
            ...detailsChanges(values, job),
          })),
        ],
        renamed,
      ),
    },
    onSubmit: async ({ value, formApi }) => {
      const changes = detailsChanges(value, job);
      if (!hasChanges(changes)) return;
      try {
        await update.mutateAsync({ version: job.version, changes });
        toast({ title: t('jobs.details.saved') });
      } catch (error) {
        if (isStaleJobError(error)) {
          setStale(true);
          return;
        }
        const errors = refusalErrors(error, t('jobs.details.saveFailed'), t, renamed);
        // Once a payment exists the total is fixed: say so under it.
        if (error instanceof ApiError && error.code === 'HAS_PAYMENTS' && errors.form) {
          errors.fields.totalAmount = errors.form;
        }
        formApi.setErrorMap({ onSubmit: errors });
      }
    },
  });

  useEffect(() => {
    if (baseline.current === fresh) return;
    const current = form.state.values;
    const next = rebaseDetails(current, baseline.current, fresh);
    baseline.current = fresh;
    for (const name of detailsKeys(next)) {
      if (next[name] !== current[name]) form.setFieldValue(name, next[name], { dontUpdateMeta: true });
    }
  }, [fresh, form]);

  const dirty = useSelector(form.store, (state) => hasChanges(detailsChanges(state.values, job)));

  const reload = async () => {
    const latest = await onReload();
    if (latest) {
      const next = detailsValuesOf(latest);
      baseline.current = next;
      form.reset(next);
    }
    setStale(false);
  };

  return { form, dirty, stale, reload, pending: update.isPending };
};

export type JobDetailsForm = ReturnType<typeof useJobDetailsForm>['form'];
