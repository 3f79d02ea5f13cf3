// The bell's pure rules (SPEC §2, §4, §8, §9): quote approvals as bell items, the merge newest first with
// the 20-item cap, where a click goes, the badge text, colours by type, amounts, relative time with its
// 'Recently' fallback, and which items count as new.
import { describe, expect, it } from 'vitest';
import {
  badgeText,
  formatNotificationAmount,
  notificationTone,
} from '#frontend/features/notifications/notification-display';
import {
  type AppNotification,
  mergeNotifications,
  NOTIFICATION_LIMIT,
  type NotificationSource,
  notificationTarget,
  visibleNotifications,
} from '#frontend/features/notifications/notification-model';
import { quoteApprovalToNotification } from '#frontend/features/notifications/quote-approval-notification';
import {
  countUnseen,
  keysOf,
  markSeen,
  notificationKey,
  SEEN_NOTIFICATIONS_LIMIT,
} from '#frontend/features/notifications/unseen-notifications';
import { formatRelativeTime } from '#frontend/lib/relative-time';

const approval = {
  id: 'n_1',
  message: 'Quote #12 was approved by Ana Diaz',
  quoteId: 'q_1',
  quoteNumber: 12,
  timestamp: '2026-03-01T10:00:00.000Z',
  customerName: 'Ana Diaz',
};

const item = (
  id: string,
  timestamp: string,
  type: AppNotification['type'] = 'quote_approved',
): AppNotification => ({
  id,
  type,
  message: id,
  timestamp,
});

const source = (name: string): NotificationSource => ({
  queryKey: [name],
  access: 'sales',
  fetch: async () => [],
});

describe('quote approval notifications', () => {
  it('become quote_approved items that open the quote', () => {
    const notification = quoteApprovalToNotification(approval);
    expect(notification).toEqual({
      id: 'n_1',
      type: 'quote_approved',
      message: 'Quote #12 was approved by Ana Diaz',
      timestamp: '2026-03-01T10:00:00.000Z',
      quoteId: 'q_1',
      customerName: 'Ana Diaz',
    });
    expect(notificationTarget(notification)).toEqual({ to: '/contractor/quote/$id/view', id: 'q_1' });
  });

  it('leave out an empty customer name', () => {
    expect(quoteApprovalToNotification({ ...approval, customerName: '' })).not.toHaveProperty('customerName');
  });
});

describe('merging the feeds', () => {
  it('sorts every feed newest first, keeps each item with its feed, and puts bad times last', () => {
    const approvals = source('approvals');
    const payments = source('payments');
    const merged = mergeNotifications([
      { source: approvals, items: [item('a', '2026-03-01T10:00:00Z'), item('b', 'not a date')] },
      { source: payments, items: [item('c', '2026-03-02T10:00:00Z', 'payment_received')] },
    ]);
    expect(merged.map((entry) => entry.notification.id)).toEqual(['c', 'a', 'b']);
    expect(merged[0]?.source).toBe(payments);
  });

  it('lists at most the 20 newest', () => {
    const many = Array.from({ length: 30 }, (_, index) => index);
    expect(NOTIFICATION_LIMIT).toBe(20);
    expect(visibleNotifications(many)).toEqual(many.slice(0, 20));
  });

  it('opens the job for anything but a quote approval, and nothing without a target', () => {
    expect(notificationTarget({ ...item('p', 'x', 'payment_received'), jobId: 'j_1' })).toEqual({
      to: '/jobs/$id',
      id: 'j_1',
    });
    expect(notificationTarget(item('q', 'x'))).toBeNull();
  });
});

describe('how an item reads', () => {
  it("shows '99+' above 99", () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('colours by type: red overdue, green money in and approvals, yellow milestones, grey otherwise', () => {
    expect(notificationTone('overdue_deposit')).toBe('red');
    expect(notificationTone('overdue_reminder')).toBe('red');
    expect(notificationTone('payment_received')).toBe('green');
    expect(notificationTone('quote_approved')).toBe('green');
    expect(notificationTone('milestone_completed')).toBe('yellow');
    expect(notificationTone('something_else')).toBe('grey');
  });

  it('shows amounts in US dollars with 2 decimals, nothing without one', () => {
    expect(formatNotificationAmount(1250)).toBe('$1,250.00');
    expect(formatNotificationAmount(19.5)).toBe('$19.50');
    expect(formatNotificationAmount(undefined)).toBeNull();
    expect(formatNotificationAmount(Number.NaN)).toBeNull();
  });
});

describe('relative time', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');

  it('reads in the page language', () => {
    expect(formatRelativeTime('2026-03-10T09:00:00Z', 'en-US', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-03-10T11:15:00Z', 'en-US', now)).toBe('45 minutes ago');
    expect(formatRelativeTime('2026-03-09T12:00:00Z', 'en-US', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-03-10T09:00:00Z', 'es-MX', now)).toBe('hace 3 horas');
  });

  it('says "now" within a minute either way', () => {
    expect(formatRelativeTime('2026-03-10T11:59:30Z', 'en-US', now)).toBe('now');
    expect(formatRelativeTime('2026-03-10T12:00:20Z', 'en-US', now)).toBe('now');
  });

  it("gives null (shown as 'Recently') when the time cannot be computed", () => {
    expect(formatRelativeTime('not a date', 'en-US', now)).toBeNull();
    expect(formatRelativeTime('', 'en-US', now)).toBeNull();
    expect(formatRelativeTime(null, 'en-US', now)).toBeNull();
  });
});

describe('new items', () => {
  it('counts items never listed in an opened popover', () => {
    const items = [item('a', 't'), item('b', 't'), item('c', 't', 'payment_received')];
    expect(countUnseen(items, new Set())).toBe(3);
    const seen = markSeen([], keysOf(items.slice(0, 2)));
    expect(countUnseen(items, new Set(seen))).toBe(1);
    expect(countUnseen(items, new Set(markSeen(seen, keysOf(items))))).toBe(0);
  });

  it('tells apart the same id in different feeds', () => {
    expect(notificationKey(item('1', 't'))).not.toBe(notificationKey(item('1', 't', 'payment_received')));
  });

  it('keeps the newest 500 keys, dropping the oldest first', () => {
    const old = Array.from({ length: SEEN_NOTIFICATIONS_LIMIT }, (_, index) => `quote_approved:old${index}`);
    const next = markSeen(old, keysOf([item('new2', 't'), item('new1', 't')]));
    expect(next).toHaveLength(SEEN_NOTIFICATIONS_LIMIT);
    expect(next.slice(-2)).toEqual(['quote_approved:new1', 'quote_approved:new2']);
    expect(next).not.toContain('quote_approved:old0');
  });
});
