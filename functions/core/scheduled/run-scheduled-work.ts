// What runs on a schedule: EventBridge Scheduler invokes it in AWS, the local runtime every minute, and
// `npm run manage -- run-scheduled` once. Each step is safe to run twice at the same time.
import { republishPendingEvents } from '../events/pending-events';
import { type FollowUpRunReport, runFollowUps } from '../follow-ups/run-follow-ups';
import { type ReminderRunReport, runReminders } from '../reminders/run-reminders';

export interface ScheduledRunReport extends ReminderRunReport, FollowUpRunReport {
  republishedEvents: number;
}

export const runScheduledWork = async (): Promise<ScheduledRunReport> => ({
  republishedEvents: await republishPendingEvents(),
  ...(await runReminders()),
  ...(await runFollowUps()),
});
