// When an unpaid milestone earns a reminder (SPEC §3 payment reminder, §9 reminderDaysBefore): once
// `reminderDaysBefore` days or fewer before it is due ("upcoming"), and once more after it is overdue.
// Each stage is sent once; dates are the contractor's calendar dates.
import { daysBetween } from './calendar-dates';

export type ReminderStage = 'none' | 'upcoming' | 'overdue';

const rank: Record<ReminderStage, number> = { none: 0, upcoming: 1, overdue: 2 };

export interface ReminderTiming {
  daysUntilDue: number;
  /** The stage the milestone has reached today. */
  stage: ReminderStage;
}

export const reminderTiming = (
  dueDate: string,
  today: string,
  reminderDaysBefore: number,
): ReminderTiming => {
  const daysUntilDue = daysBetween(today, dueDate);
  const stage: ReminderStage =
    daysUntilDue < 0 ? 'overdue' : daysUntilDue <= reminderDaysBefore ? 'upcoming' : 'none';
  return { daysUntilDue, stage };
};

/** SPEC §9: deposits have their own reminder lead time (depositReminderDays), other payments reminderDaysBefore. */
export const reminderLeadDays = (
  milestone: { isDeposit?: boolean },
  settings: { reminderDaysBefore: number; depositReminderDays: number },
): number => (milestone.isDeposit ? settings.depositReminderDays : settings.reminderDaysBefore);

/** Whether a milestone already reminded up to `sent` still owes a reminder for `reached`. */
export const owesReminder = (sent: ReminderStage, reached: ReminderStage): boolean =>
  rank[reached] > rank[sent];
