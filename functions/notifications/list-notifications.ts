// A contractor's notification feeds, newest first, with each message rendered in the reader's language.
// One query per feed, bounded by `limit`.
import type { EntityItem } from 'electrodb';
import { type Language, translate } from '../../domain/messages';
import type { Notification } from '../store/entities/notification';
import { store } from '../store/service';

type NotificationItem = EntityItem<typeof Notification>;

/** The bell shows 20 (SPEC §9); a few more let it count what is new. */
export const feedLimit = 50;

const newestOf = async (contractorId: string, feed: NotificationItem['feed']) => {
  const { data } = await store.entities.notification.query
    .byFeed({ contractorId, feed })
    .go({ order: 'desc', limit: feedLimit });
  return data;
};

export const quoteApprovalNotifications = async (contractorId: string, language: Language) =>
  (await newestOf(contractorId, 'quote_approvals')).map((item) => ({
    id: item.notificationId,
    message: translate('notification.quoteApproved', language, {
      customer: item.customerName ?? '',
      number: String(item.quoteNumber ?? ''),
    }),
    quoteId: item.quoteId ?? '',
    quoteNumber: item.quoteNumber ?? 0,
    timestamp: item.timestamp,
    customerName: item.customerName ?? '',
  }));
