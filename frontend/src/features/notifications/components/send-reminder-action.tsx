// The Send Reminder button under an overdue-milestone bell item (SPEC §2, §4, §8): the shared button
// (components/reminders), which the dashboard's owed payments use too.
import { SendReminderButton } from '#frontend/components/reminders/send-reminder-button';
import type { AppNotification } from '../notification-model';

export const SendReminderAction = ({ notification }: { notification: AppNotification }) => (
  <SendReminderButton milestoneId={notification.id} reminderSent={notification.reminderSent ?? false} />
);
