// One milestone in the schedule editor: its place and type, buttons to move it and (while nothing was
// paid on it) remove it, and its name, due date, share, amount and description. Share and amount follow
// each other. A paid milestone shows as a locked line.
import { useSelector } from '@tanstack/react-form';
import { ArrowDown, ArrowUp, Lock, Trash2 } from 'lucide-react';
import { Button } from '#frontend/components/ui/button';
import { useT } from '#frontend/i18n/use-t';
import { moneyInputToCents } from '../job-money';
import { canRemoveDraft, type MilestoneDraft, withAmount, withPercentage } from '../milestone-schedule';
import { formatCents, type ScheduleForm } from '../use-schedule-editor';

interface ScheduleRowProps {
  form: ScheduleForm;
  index: number;
  count: number;
  totalCents: number;
  disabled: boolean;
}

const RowHeader = ({
  form,
  index,
  count,
  disabled,
  draft,
}: Omit<ScheduleRowProps, 'totalCents'> & { draft: MilestoneDraft }) => {
  const t = useT();
  const name = draft.name || index + 1;
  return (
    <div className="mb-2 flex items-center justify-between gap-2">
      <p className="text-sm font-medium text-slate-700">
        {t('jobs.schedule.position', { number: index + 1 })} · {t(`milestone.${draft.milestoneType}`)}
      </p>
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('jobs.schedule.moveUp', { name })}
          onClick={() => form.moveFieldValues('milestones', index, index - 1)}
          disabled={disabled || index === 0}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('jobs.schedule.moveDown', { name })}
          onClick={() => form.moveFieldValues('milestones', index, index + 1)}
          disabled={disabled || index === count - 1}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </Button>
        {canRemoveDraft(draft) ? (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            aria-label={t('form.remove', { name })}
            onClick={() => void form.removeFieldValue('milestones', index)}
            disabled={disabled}
            data-testid="schedule-remove"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        ) : null}
      </div>
    </div>
  );
};

const RowFields = ({ form, index, totalCents, disabled }: Omit<ScheduleRowProps, 'count'>) => {
  const t = useT();
  const at = `milestones[${index}]` as const;
  const draft = () => form.getFieldValue(at);
  /** Share and amount follow each other: a change to one sets the other, without echoing back. */
  const sets = (other: 'amount' | 'percentage', follow: (value: string) => string) => ({
    onChange: ({ value }: { value: string }) =>
      form.setFieldValue(`${at}.${other}`, follow(value), { dontRunListeners: true }),
  });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <form.AppField name={`${at}.name`}>
        {(field) => (
          <field.TextField
            label={t('form.name')}
            maxLength={100}
            disabled={disabled}
            data-testid="schedule-name"
          />
        )}
      </form.AppField>
      <form.AppField name={`${at}.dueDate`}>
        {(field) => (
          <field.TextField
            label={t('jobs.schedule.dueDate')}
            type="date"
            disabled={disabled}
            data-testid="schedule-due-date"
          />
        )}
      </form.AppField>
      <form.AppField
        name={`${at}.percentage`}
        listeners={sets('amount', (value) => withPercentage(draft(), value, totalCents).amount)}
      >
        {(field) => (
          <field.AmountField
            label={t('jobs.schedule.percentage')}
            step="0.01"
            min={0}
            max={100}
            disabled={disabled}
            data-testid="schedule-percentage"
          />
        )}
      </form.AppField>
      <form.AppField
        name={`${at}.amount`}
        listeners={sets('percentage', (value) => withAmount(draft(), value, totalCents).percentage)}
      >
        {(field) => (
          <field.MoneyField
            label={t('form.amountDollars')}
            disabled={disabled}
            data-testid="schedule-amount"
          />
        )}
      </form.AppField>
      <form.AppField name={`${at}.description`}>
        {(field) => (
          <field.TextField
            className="sm:col-span-2"
            label={t('jobs.schedule.description')}
            maxLength={500}
            disabled={disabled}
          />
        )}
      </form.AppField>
    </div>
  );
};

export const ScheduleRow = (props: ScheduleRowProps) => {
  const t = useT();
  const draft = useSelector(props.form.store, (state) => state.values.milestones[props.index]);
  if (!draft) return null;
  return (
    <li className="rounded-xl border border-slate-200 p-3" data-testid="schedule-edit-row">
      <RowHeader {...props} draft={draft} />
      {draft.locked ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Lock aria-hidden="true" className="size-4 text-slate-400" />
          {t('jobs.schedule.locked', {
            name: draft.name,
            amount: formatCents(moneyInputToCents(draft.amount)),
          })}
        </p>
      ) : (
        <RowFields {...props} />
      )}
    </li>
  );
};
