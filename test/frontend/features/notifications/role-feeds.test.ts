// Which feeds a member's bell reads: those who sell (owners and reps) read the sales feeds, the owners alone
// the discounts waiting for approval, and crew none (their bell is hidden); a discount to review opens its quote.
import { describe, expect, it } from 'vitest';
import { discountReviewToNotification } from '#frontend/features/notifications/discount-review-notification';
import { notificationTone } from '#frontend/features/notifications/notification-display';
import {
  type NotificationSource,
  notificationTarget,
  sourcesFor,
} from '#frontend/features/notifications/notification-model';
import { notificationSourcesFor } from '#frontend/features/notifications/notification-sources';

const source = (name: string, access: NotificationSource['access']): NotificationSource => ({
  queryKey: [name],
  access,
  fetch: async () => [],
});

const paths = (sources: readonly NotificationSource[]) => sources.map((one) => one.queryKey[0]);

describe('the feeds a role reads', () => {
  const sources = [source('sales feed', 'sales'), source('owner feed', 'owner')];

  it('owners read every feed, reps the sales feeds, crew none', () => {
    expect(paths(sourcesFor(sources, 'owner'))).toEqual(['sales feed', 'owner feed']);
    expect(paths(sourcesFor(sources, 'rep'))).toEqual(['sales feed']);
    expect(sourcesFor(sources, 'crew')).toEqual([]);
  });

  it('match the server’s routes: only owners ask for the discounts to review, crew ask for nothing', () => {
    const salesFeeds = [
      '/api/payment-notifications',
      '/api/payment-reminders',
      '/api/quote-approval-notifications',
      '/api/lead-notifications',
    ];
    expect(paths(notificationSourcesFor('owner'))).toEqual([
      ...salesFeeds,
      '/api/discount-review-notifications',
    ]);
    expect(paths(notificationSourcesFor('rep'))).toEqual(salesFeeds);
    expect(notificationSourcesFor('crew')).toEqual([]);
  });
});

describe('a discount to review', () => {
  const item = {
    id: 'discount_review-q_1-2',
    type: 'discount_review' as const,
    message: 'Riley Rep asks to give 15% off on quote #12 (reps’ limit: 10%)',
    quoteId: 'q_1',
    quoteNumber: 12,
    discountPercent: 15,
    limitPercent: 10,
    requestedBy: { id: 'u_rep', name: 'Riley Rep' },
    timestamp: '2026-03-01T10:00:00.000Z',
  };

  it('shows the server’s message and opens the quote, where the owner answers', () => {
    const notification = discountReviewToNotification(item);
    expect(notification).toEqual({
      id: 'discount_review-q_1-2',
      type: 'discount_review',
      message: item.message,
      timestamp: item.timestamp,
      quoteId: 'q_1',
    });
    expect(notificationTarget(notification)).toEqual({ to: '/contractor/quote/$id/view', id: 'q_1' });
    expect(notificationTone('discount_review')).toBe('yellow');
  });
});
