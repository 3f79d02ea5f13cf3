// Editing the payment schedule: each unpaid milestone's name, description, share, amount and due date,
// its place in the order, adding a custom milestone and removing ones nothing was paid on. Checked with
// SPEC §5's rules and the sum-to-total rule before the PUT; the server's `fields` show the same way. The
// state lives in use-schedule-editor.ts; each row is a schedule-row.tsx.

import { useSelector } from '@tanstack/react-form';
import { Plus } from 'lucide-react';
import { shownFieldError } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { Button } from '#frontend/components/ui/button';
import { DialogActions } from '#frontend/components/ui/dialog-actions';
import { useT } from '#frontend/i18n/use-t';
import type { Job } from '../api/get-job';

import { scheduledCents } from '../milestone-schedule';
import { formatCents, type ScheduleForm, useScheduleEditor } from '../use-schedule-editor';
import { ScheduleRow } from './schedule-row';
import { StaleJobBanner } from './stale-job-banner';

interface ScheduleEditorProps {
  job: Job;
  onDone: () => void;
  onReload: () => Promise<Job | undefined>;
}

/** What the milestones add up to against the job total, and the sum's message once checked. */
const ScheduleSum = ({
  form,
  totalCents,
  sumError,
}: {
  form: ScheduleForm;
  totalCents: number;
  sumError?: string | undefined;
}) => {
  const t = useT();
  const sum = useSelector(form.store, (state) => scheduledCents(state.values.milestones));
  return (
    <>
      <p
        className={`text-sm tabular-nums ${sum === totalCents ? 'text-slate-700' : 'font-medium text-red-700'}`}
        aria-live="polite"
        data-testid="schedule-sum"
      >
        {t('jobs.schedule.sum', { sum: formatCents(sum), total: formatCents(totalCents) })}
      </p>
      {sumError ? <p className="text-sm text-red-600">{sumError}</p> : null}
    </>
  );
};

export const ScheduleEditor = ({ job, onDone, onReload }: ScheduleEditorProps) => {
  const t = useT();
  const { form, totalCents, stale, reload, addMilestone, pending } = useScheduleEditor(job, onDone, onReload);
  return (
    <KitForm form={form} className="space-y-4" data-testid="schedule-editor">
      {stale ? <StaleJobBanner onReload={reload} /> : null}
      <form.Field name="milestones" mode="array">
        {(field) => (
          <>
            <ol className="space-y-3">
              {field.state.value.map((draft, index) => (
                <ScheduleRow
                  key={draft.key}
                  form={form}
                  index={index}
                  count={field.state.value.length}
                  totalCents={totalCents}
                  disabled={pending}
                />
              ))}
            </ol>
            <Button variant="secondary" onClick={addMilestone} disabled={pending} data-testid="schedule-add">
              <Plus aria-hidden="true" className="size-4" />
              {t('jobs.schedule.add')}
            </Button>
            <ScheduleSum form={form} totalCents={totalCents} sumError={shownFieldError(field, t.lang)} />
          </>
        )}
      </form.Field>
      <form.FormError title={t('jobs.schedule.saveFailed')} data-testid="schedule-error" />
      <DialogActions onCancel={onDone} disabled={pending} spacing="" cancelTestId="schedule-cancel">
        <form.SubmitButton size="md" pendingLabel={t('form.saving')} data-testid="schedule-save">
          {t('jobs.schedule.save')}
        </form.SubmitButton>
      </DialogActions>
    </KitForm>
  );
};
