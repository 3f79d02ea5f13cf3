// Editing the payment schedule: each unpaid milestone's name, description, share, amount and due date,
// its place in the order, adding a custom milestone and removing ones nothing was paid on. Checked here
// with SPEC §5's rules and the sum-to-total rule before the PUT; the server's `fields` show the same way.
import { ArrowDown, ArrowUp, Lock, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { toCents } from '#domain/money';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { Spinner } from '#frontend/components/ui/spinner';
import { TextField } from '#frontend/components/ui/text-field';
import { toast } from '#frontend/components/ui/toast-store';
import { formatDollars } from '#frontend/features/quotes/estimate-lines';
import { useT } from '#frontend/i18n/use-t';
import type { Job } from '../api/get-job';
import { useSaveMilestones } from '../api/save-milestones';
import { fieldsOf, isStaleJobError } from '../api/store-job';
import type { FormProblems } from '../form-problem';
import { moneyInputToCents } from '../job-money';
import {
  canRemoveDraft,
  draftsOf,
  type MilestoneDraft,
  milestoneInputsOf,
  moveDraft,
  newCustomDraft,
  removeDraft,
  scheduledCents,
  scheduleProblems,
  withAmount,
  withPercentage,
} from '../milestone-schedule';
import { StaleJobBanner } from './stale-job-banner';

const formatCents = (cents: number) => formatDollars(cents / 100);

interface ScheduleEditorProps {
  job: Job;
  onDone: () => void;
  onReload: () => Promise<Job | undefined>;
}

export const ScheduleEditor = ({ job, onDone, onReload }: ScheduleEditorProps) => {
  const t = useT();
  const save = useSaveMilestones(job.id);
  const totalCents = toCents(job.totalAmount);
  const [drafts, setDrafts] = useState<MilestoneDraft[]>(() => draftsOf(job.milestones));
  // After the first save attempt the rules are checked as the contractor types, so fixed rows clear.
  const [submitted, setSubmitted] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const nextKey = useRef(0);
  const pending = save.isPending;
  const sum = scheduledCents(drafts);
  const problems: FormProblems = submitted ? scheduleProblems(drafts, totalCents, formatCents) : {};

  const errorFor = (field: string): string | undefined => {
    const problem = problems[field];
    return problem ? t(problem.key, problem.vars) : serverFields[field];
  };

  const update = (index: number, change: (draft: MilestoneDraft) => MilestoneDraft) =>
    setDrafts((current) => current.map((draft, at) => (at === index ? change(draft) : draft)));

  const add = () => {
    nextKey.current += 1;
    setDrafts((current) => [
      ...current,
      newCustomDraft(`new-${nextKey.current}`, totalCents - scheduledCents(current), totalCents),
    ]);
  };

  const reload = async () => {
    const latest = await onReload();
    if (latest) setDrafts(draftsOf(latest.milestones));
    setStale(false);
    setFailure(null);
    setServerFields({});
    setSubmitted(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = scheduleProblems(drafts, totalCents, formatCents);
    setSubmitted(true);
    setServerFields({});
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { version: job.version, milestones: milestoneInputsOf(drafts) },
      {
        onSuccess: () => {
          toast({ title: t('jobs.schedule.saved') });
          onDone();
        },
        onError: (error) => {
          if (isStaleJobError(error)) {
            setStale(true);
            return;
          }
          setServerFields(fieldsOf(error));
          setFailure(error.message ? t.localize(error.message) : t('jobs.schedule.saveFailed'));
        },
      },
    );
  };

  const sumError = errorFor('milestones');

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="schedule-editor">
      {stale ? <StaleJobBanner onReload={reload} /> : null}
      <ol className="space-y-3">
        {drafts.map((draft, index) => {
          const at = `milestones.${index}`;
          return (
            <li
              key={draft.key}
              className="rounded-xl border border-slate-200 p-3"
              data-testid="schedule-edit-row"
            >
              <div className="mb-2 flex items-center justify-between gap-2">
                <p className="text-sm font-medium text-slate-700">
                  {t('jobs.schedule.position', { number: index + 1 })} ·{' '}
                  {t(`jobs.milestoneType.${draft.milestoneType}`)}
                </p>
                <div className="flex items-center gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('jobs.schedule.moveUp', { name: draft.name || index + 1 })}
                    onClick={() => setDrafts((current) => moveDraft(current, index, -1))}
                    disabled={pending || index === 0}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('jobs.schedule.moveDown', { name: draft.name || index + 1 })}
                    onClick={() => setDrafts((current) => moveDraft(current, index, 1))}
                    disabled={pending || index === drafts.length - 1}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </Button>
                  {canRemoveDraft(draft) ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700 hover:bg-red-50"
                      aria-label={t('jobs.schedule.remove', { name: draft.name || index + 1 })}
                      onClick={() => setDrafts((current) => removeDraft(current, index))}
                      disabled={pending}
                      data-testid="schedule-remove"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  ) : null}
                </div>
              </div>
              {draft.locked ? (
                <p className="flex items-center gap-2 text-sm text-slate-700">
                  <Lock aria-hidden="true" className="size-4 text-slate-400" />
                  {t('jobs.schedule.locked', {
                    name: draft.name,
                    amount: formatCents(moneyInputToCents(draft.amount)),
                  })}
                </p>
              ) : (
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField
                    label={t('jobs.schedule.name')}
                    value={draft.name}
                    maxLength={100}
                    onChange={(event) =>
                      update(index, (current) => ({ ...current, name: event.target.value }))
                    }
                    error={errorFor(`${at}.name`)}
                    disabled={pending}
                    data-testid="schedule-name"
                  />
                  <TextField
                    label={t('jobs.schedule.dueDate')}
                    type="date"
                    value={draft.dueDate}
                    onChange={(event) =>
                      update(index, (current) => ({ ...current, dueDate: event.target.value }))
                    }
                    error={errorFor(`${at}.dueDate`)}
                    disabled={pending}
                    data-testid="schedule-due-date"
                  />
                  <TextField
                    label={t('jobs.schedule.percentage')}
                    inputMode="decimal"
                    value={draft.percentage}
                    onChange={(event) =>
                      update(index, (current) => withPercentage(current, event.target.value, totalCents))
                    }
                    error={errorFor(`${at}.percentage`)}
                    disabled={pending}
                    data-testid="schedule-percentage"
                  />
                  <TextField
                    label={t('jobs.schedule.amount')}
                    inputMode="decimal"
                    value={draft.amount}
                    onChange={(event) =>
                      update(index, (current) => withAmount(current, event.target.value, totalCents))
                    }
                    error={errorFor(`${at}.amount`)}
                    disabled={pending}
                    data-testid="schedule-amount"
                  />
                  <TextField
                    className="sm:col-span-2"
                    label={t('jobs.schedule.description')}
                    value={draft.description}
                    maxLength={500}
                    onChange={(event) =>
                      update(index, (current) => ({ ...current, description: event.target.value }))
                    }
                    error={errorFor(`${at}.description`)}
                    disabled={pending}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" onClick={add} disabled={pending} data-testid="schedule-add">
        <Plus aria-hidden="true" className="size-4" />
        {t('jobs.schedule.add')}
      </Button>
      <p
        className={`text-sm tabular-nums ${sum === totalCents ? 'text-slate-700' : 'font-medium text-red-700'}`}
        aria-live="polite"
        data-testid="schedule-sum"
      >
        {t('jobs.schedule.sum', { sum: formatCents(sum), total: formatCents(totalCents) })}
      </p>
      {sumError ? <p className="text-sm text-red-600">{sumError}</p> : null}
      {failure ? (
        <div data-testid="schedule-error">
          <AlertBanner title={t('jobs.schedule.saveFailed')}>{failure}</AlertBanner>
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={pending} data-testid="schedule-cancel">
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending} data-testid="schedule-save">
          {pending ? <Spinner className="size-4" /> : null}
          {pending ? t('jobs.schedule.saving') : t('jobs.schedule.save')}
        </Button>
      </div>
    </form>
  );
};
