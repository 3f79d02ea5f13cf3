// The notifications bell and its payment reminders.
export const notifications = {
  'notifications.loading': 'Loading notifications...',
  'notifications.empty': 'No notifications',
  'notifications.allCaughtUp': "You're all caught up!",
  'notifications.recently': 'Recently',
  'notifications.markAllRead': 'Mark all as read',
  'notifications.newCount': '{count} new',
  'notifications.newItem': 'New',
  'notifications.reminder.overdue': '{milestone} for job #{job} is {days} days overdue',
  'notifications.reminder.overdueOne': '{milestone} for job #{job} is 1 day overdue',
  'notifications.reminder.dueToday': '{milestone} for job #{job} is due today',
  'notifications.reminder.dueTomorrow': '{milestone} for job #{job} is due tomorrow',
  'notifications.reminder.dueIn': '{milestone} for job #{job} is due in {days} days',
  'notifications.sendReminder': 'Send Reminder',
  'notifications.reminderSent': '✓ Reminder sent',
  'notifications.reminderSentTitle': 'Reminder Sent',
  'notifications.reminderSentDescription': 'Payment reminder has been sent successfully.',
  'notifications.reminderFailed': 'Failed to send reminder. Please try again.',
  'notifications.loadFailed':
    'Some notifications could not be loaded. They are tried again in a few minutes.',
} as const satisfies Record<string, string>;
