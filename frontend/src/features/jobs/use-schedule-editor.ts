// The state of the payment-schedule editor: the milestones as a TanStack Form array field, checked with
// the feature's schedule rules (SPEC §5 plus the sum-to-total and paid-amount rules) before the PUT
// schema; the save with the job version, the "someone saved first" reload, and adding a custom milestone
// for whatever the total is not yet split into.
import { revalidateLogic } from '@tanstack/react-form';
import { useRef, useState } from 'react';
import { toCents } from '#domain/money';
import { milestonesSaveSchema } from '#domain/schemas/job';
import { formatDollars } from '#frontend/components/estimate/estimate-lines';
import { useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import type { Job } from './api/get-job';
import { useSaveMilestones } from './api/save-milestones';
import { isStaleJobError } from './api/store-job';
import { firstErrors, refusalErrors, rulesValidator } from './job-form-errors';
import {
  draftsOf,
  type MilestoneDraft,
  milestoneInputsOf,
  newCustomDraft,
  scheduledCents,
  scheduleProblems,
} from './milestone-schedule';

export const formatCents = (cents: number) => formatDollars(cents / 100);

interface ScheduleValues {
  milestones: MilestoneDraft[];
}

export const useScheduleEditor = (job: Job, onDone: () => void, onReload: () => Promise<Job | undefined>) => {
  const t = useT();
  const save = useSaveMilestones(job.id);
  const totalCents = toCents(job.totalAmount);
  const [stale, setStale] = useState(false);
  const nextKey = useRef(0);

  const form = useAppForm({
    defaultValues: { milestones: draftsOf(job.milestones) } as ScheduleValues,
    // Checked on save, then as the contractor types, so fixed rows clear and the sum message follows.
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: firstErrors([
        rulesValidator(
          ({ milestones }: ScheduleValues) => scheduleProblems(milestones, totalCents, formatCents),
          t,
        ),
        schemaValidator(milestonesSaveSchema, ({ milestones }: ScheduleValues) => ({
          version: job.version,
          milestones: milestoneInputsOf(milestones),
        })),
      ]),
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        await save.mutateAsync({ version: job.version, milestones: milestoneInputsOf(value.milestones) });
        toast({ title: t('jobs.schedule.saved') });
        onDone();
      } catch (error) {
        if (isStaleJobError(error)) {
          setStale(true);
          return;
        }
        formApi.setErrorMap({ onSubmit: refusalErrors(error, t('jobs.schedule.saveFailed'), t) });
      }
    },
  });

  const addMilestone = () => {
    nextKey.current += 1;
    const current = form.getFieldValue('milestones');
    form.pushFieldValue(
      'milestones',
      newCustomDraft(`new-${nextKey.current}`, totalCents - scheduledCents(current), totalCents),
    );
  };

  const reload = async () => {
    const latest = await onReload();
    if (latest) form.reset({ milestones: draftsOf(latest.milestones) });
    setStale(false);
  };

  return { form, totalCents, stale, reload, addMilestone, pending: save.isPending };
};

export type ScheduleForm = ReturnType<typeof useScheduleEditor>['form'];
