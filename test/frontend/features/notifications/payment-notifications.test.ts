// The bell's payment feeds (SPEC §2, §3, §4, docs/api.md): payment events and overdue-milestone reminders
// as bell items — the reminder sentence in both languages, red overdue items that open the job and know
// whether a reminder went out, and payment events keeping the server's message, amount and customer.
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationTone } from '#frontend/features/notifications/notification-display';
import { mergeNotifications, notificationTarget } from '#frontend/features/notifications/notification-model';
import { paymentToNotification } from '#frontend/features/notifications/payment-notification';
import {
  type PaymentReminder,
  reminderText,
  reminderToNotification,
} from '#frontend/features/notifications/payment-reminder';
import { type Lang, loadLanguage, translate } from '#frontend/i18n/language';

const reminder: PaymentReminder = {
  milestoneId: 'm_1',
  milestoneName: 'Deposit',
  customerName: 'Ana Diaz',
  jobNumber: 'JOB-00012',
  jobId: 'j_1',
  timestamp: '2026-03-01',
  amount: 1250,
  reminderSent: false,
  daysUntilDue: -3,
};

const sentence = (lang: Lang, daysUntilDue: number, jobNumber = 'JOB-00012') => {
  const text = reminderText({ milestoneName: 'Deposit', jobNumber, daysUntilDue });
  return translate(lang, text.key, text.vars);
};

beforeAll(() => loadLanguage('es'));

describe('the reminder sentence', () => {
  it('says how overdue, or when due, with the job number as people read it', () => {
    expect(sentence('en', -3)).toBe('Deposit for job #12 is 3 days overdue');
    expect(sentence('en', -1)).toBe('Deposit for job #12 is 1 day overdue');
    expect(sentence('en', 0)).toBe('Deposit for job #12 is due today');
    expect(sentence('en', 1)).toBe('Deposit for job #12 is due tomorrow');
    expect(sentence('en', 3)).toBe('Deposit for job #12 is due in 3 days');
    expect(sentence('en', -40, 'JOB-00100')).toBe('Deposit for job #100 is 40 days overdue');
  });

  it('reads in Spanish too', () => {
    expect(sentence('es', -3)).toBe('Deposit del trabajo n.º 12 tiene 3 días de atraso');
    expect(sentence('es', -1)).toBe('Deposit del trabajo n.º 12 tiene 1 día de atraso');
    expect(sentence('es', 0)).toBe('Deposit del trabajo n.º 12 vence hoy');
    expect(sentence('es', 1)).toBe('Deposit del trabajo n.º 12 vence mañana');
    expect(sentence('es', 2)).toBe('Deposit del trabajo n.º 12 vence en 2 días');
  });
});

describe('reminders as bell items', () => {
  it('are red overdue_reminder items keyed by milestone that open the job', () => {
    const item = reminderToNotification(reminder);
    expect(item).toEqual({
      id: 'm_1',
      type: 'overdue_reminder',
      message: 'Deposit for job #12 is 3 days overdue',
      text: {
        key: 'notifications.reminder.overdue',
        vars: { milestone: 'Deposit', job: '12', days: 3 },
      },
      timestamp: '2026-03-01',
      reminderSent: false,
      showTime: false,
      amount: 1250,
      customerName: 'Ana Diaz',
      jobId: 'j_1',
    });
    expect(notificationTone(item.type)).toBe('red');
    expect(notificationTarget(item)).toEqual({ to: '/jobs/$id', id: 'j_1' });
  });

  it('know when a reminder already went out', () => {
    expect(reminderToNotification({ ...reminder, reminderSent: true }).reminderSent).toBe(true);
  });

  it('leave out an empty customer name', () => {
    expect(reminderToNotification({ ...reminder, customerName: '' })).not.toHaveProperty('customerName');
  });
});

describe('payment events as bell items', () => {
  const event = {
    id: 'p_1',
    type: 'payment_received',
    message: 'Payment of $500.00 received from Ana Diaz',
    jobId: 'j_1',
    milestoneId: 'm_1',
    timestamp: '2026-03-02T15:00:00.000Z',
    jobNumber: 'JOB-00012',
    customerName: 'Ana Diaz',
    amount: 500,
  };

  it("keep the server's message, type, amount and customer, and open the job", () => {
    const item = paymentToNotification(event);
    expect(item).toEqual({
      id: 'p_1',
      type: 'payment_received',
      message: 'Payment of $500.00 received from Ana Diaz',
      timestamp: '2026-03-02T15:00:00.000Z',
      amount: 500,
      customerName: 'Ana Diaz',
      jobId: 'j_1',
      milestoneId: 'm_1',
    });
    expect(notificationTarget(item)).toEqual({ to: '/jobs/$id', id: 'j_1' });
  });

  it('colour by type: green money in, yellow milestones, red overdue deposits', () => {
    expect(notificationTone(paymentToNotification(event).type)).toBe('green');
    expect(notificationTone(paymentToNotification({ ...event, type: 'milestone_completed' }).type)).toBe(
      'yellow',
    );
    expect(notificationTone(paymentToNotification({ ...event, type: 'overdue_deposit' }).type)).toBe('red');
  });

  it('leave out a missing amount, customer or job', () => {
    const item = paymentToNotification({ ...event, amount: null, customerName: '', jobId: '' });
    expect(item).not.toHaveProperty('amount');
    expect(item).not.toHaveProperty('customerName');
    expect(notificationTarget(item)).toBeNull();
  });

  it('merge with reminders newest first', () => {
    const source = { queryKey: ['x'], access: 'sales' as const, fetch: async () => [] };
    const merged = mergeNotifications([
      { source, items: [paymentToNotification(event)] },
      { source, items: [reminderToNotification(reminder)] },
    ]);
    expect(merged.map((entry) => entry.notification.id)).toEqual(['p_1', 'm_1']);
  });

  it('show an overdue payment once: the reminder with its button, not also the overdue notice', () => {
    const source = { queryKey: ['x'], access: 'sales' as const, fetch: async () => [] };
    const overdueNotice = paymentToNotification({
      ...event,
      id: 'overdue-m_1',
      type: 'overdue_deposit',
      milestoneId: 'm_1',
    });
    const otherOverdue = paymentToNotification({
      ...event,
      id: 'overdue-m_2',
      type: 'overdue_reminder',
      milestoneId: 'm_2',
    });
    const merged = mergeNotifications([
      { source, items: [overdueNotice, otherOverdue] },
      { source, items: [reminderToNotification(reminder)] },
    ]);
    expect(merged.map((entry) => entry.notification.id).sort()).toEqual(['m_1', 'overdue-m_2']);
  });
});
