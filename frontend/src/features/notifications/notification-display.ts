// How a bell item reads (SPEC §2, §4, §9): the badge number ('99+' above 99), the colour of each type
// (red overdue, green money in and approvals, yellow milestones and discounts to review, grey otherwise) and the amount in US
// dollars with 2 decimals. Pure, so the rules are unit-tested.
import type { NotificationType } from './notification-model';

export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));

export type NotificationTone = 'red' | 'green' | 'yellow' | 'grey';

export const notificationTone = (type: NotificationType | string): NotificationTone => {
  switch (type) {
    case 'overdue_deposit':
    case 'overdue_reminder':
      return 'red';
    case 'payment_received':
    case 'quote_approved':
    case 'new_lead':
      return 'green';
    case 'milestone_completed':
    case 'discount_review':
      return 'yellow';
    default:
      return 'grey';
  }
};

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$1,250.00"; null when the item carries no amount. */
export const formatNotificationAmount = (amount: number | null | undefined): string | null =>
  typeof amount === 'number' && Number.isFinite(amount) ? usd.format(amount) : null;
