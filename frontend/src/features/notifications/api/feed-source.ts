// A bell source read from one signed-in GET route (the bell reads each every 5 minutes): the route's list
// of items, each turned into a notification. The route's path is the source's query key; its access says
// which roles may read it (the route's own level in functions/routes.ts: those who sell unless told).
import type { ResponseOf } from '#domain/contract/index';
import { apiGet } from '#frontend/lib/api-client';
import type { AppNotification, NotificationSource } from '../notification-model';

type FeedPath =
  | '/api/payment-notifications'
  | '/api/payment-reminders'
  | '/api/quote-approval-notifications'
  | '/api/lead-notifications'
  | '/api/discount-review-notifications';

export const feedSource = <Path extends FeedPath, Item>({
  path,
  itemsOf,
  toNotification,
  ItemAction,
  access = 'sales',
}: {
  path: Path;
  access?: NotificationSource['access'];
  /** The list in the route's answer. */
  itemsOf: (answer: ResponseOf<`GET ${Path}`>) => readonly Item[];
  toNotification: (item: Item) => AppNotification;
} & Pick<NotificationSource, 'ItemAction'>): NotificationSource => ({
  queryKey: [path],
  access,
  fetch: async ({ signal }) => {
    const answer = await apiGet<ResponseOf<`GET ${Path}`>>(path, signal ? { signal } : {});
    return itemsOf(answer).map(toNotification);
  },
  ...(ItemAction ? { ItemAction } : {}),
});
