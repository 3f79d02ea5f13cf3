// The SPEC texts of job creation, Convert to job and payment reminders (SPEC §2, §4, §5, §8) are used
// exactly in English.
import { describe, expect, it } from 'vitest';
import { english as en } from '#domain/i18n/english';

describe('job and reminder texts', () => {
  it('match SPEC word for word', () => {
    expect(en['createJob.title']).toBe('Create New Job');
    expect(en['createJob.success']).toBe('Job Created');
    expect(en['createJob.successDescription']).toBe('The job has been scheduled successfully.');
    expect(en['createJob.failed']).toBe('Failed to create job. Please try again.');
    expect(en['customer.notFound']).toBe('Customer not found');
    expect(en['common.error']).toBe('Error');
    expect(en['notifications.sendReminder']).toBe('Send Reminder');
    expect(en['common.sending']).toBe('Sending...');
    expect(en['notifications.reminderSent']).toBe('✓ Reminder sent');
    expect(en['notifications.reminderSentTitle']).toBe('Reminder Sent');
    expect(en['notifications.reminderSentDescription']).toBe('Payment reminder has been sent successfully.');
    expect(en['notifications.reminderFailed']).toBe('Failed to send reminder. Please try again.');
  });
});
