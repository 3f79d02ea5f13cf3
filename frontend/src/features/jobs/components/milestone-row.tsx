// One payment milestone as the schedule shows it: name, type and share; amount, paid and due date; its
// status (with the control to change it) and whether a payment reminder went out.

import { formatDollars } from '#frontend/components/estimate/estimate-lines';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import type { Milestone } from '../api/get-job';
import { formatJobDate } from '../job-dates';
import { MilestoneStatusBadge } from './milestone-status-badge';
import { MilestoneStatusControl } from './milestone-status-control';

const Figure = ({ label, children }: { label: string; children: string }) => (
  <div>
    <dt className="text-xs text-slate-500">{label}</dt>
    <dd className="text-sm text-slate-900 tabular-nums">{children}</dd>
  </div>
);

export const MilestoneRow = ({ jobId, milestone }: { jobId: string; milestone: Milestone }) => {
  const t = useT();
  const locale = localeOf(t.lang);
  const due = formatJobDate(milestone.dueDate, locale);
  const paidOn = formatJobDate(milestone.paidDate, locale);
  const reminded = formatJobDate(milestone.lastReminderDate, locale);
  return (
    <li className="space-y-2 py-3" data-testid="milestone-row" data-milestone-id={milestone.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900" data-testid="milestone-name">
            {milestone.name}
          </p>
          <p className="text-xs text-slate-500">
            {t(`milestone.${milestone.milestoneType}`)} ·{' '}
            {t('jobs.milestone.percentage', { percentage: milestone.percentage })}
          </p>
          {milestone.description ? <p className="text-sm text-slate-600">{milestone.description}</p> : null}
        </div>
        <div className="flex items-center gap-2">
          <MilestoneStatusBadge status={milestone.status} />
          <MilestoneStatusControl jobId={jobId} milestone={milestone} />
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2">
        <Figure label={t('form.amount')}>{formatDollars(milestone.amount)}</Figure>
        <Figure label={t('jobs.money.paid')}>{formatDollars(milestone.paidAmount)}</Figure>
        <Figure label={t('jobs.milestone.dueDate')}>{due || t('jobs.milestone.noDueDate')}</Figure>
      </dl>
      <p className="text-xs text-slate-500" data-testid="milestone-reminder">
        {paidOn ? `${t('jobs.milestone.paidOn', { date: paidOn })} · ` : ''}
        {milestone.reminderSent
          ? reminded
            ? t('jobs.milestone.reminderSentOn', { date: reminded })
            : t('notifications.reminderSent')
          : t('jobs.milestone.noReminder')}
      </p>
    </li>
  );
};
