// Users' calendar feeds: read, replaced (a new token revokes the old in the same transaction) and removed.
import { createWriteTransaction, type EntityItem } from 'electrodb';
import { CalendarFeed, CalendarFeedKey } from './entities/calendar-feed';

export type CalendarFeedItem = EntityItem<typeof CalendarFeed>;
export type CalendarFeedKeyItem = EntityItem<typeof CalendarFeedKey>;

// A user's feed, if they made one.
export const getCalendarFeed = async (
  contractorId: string,
  userId: string,
): Promise<CalendarFeedItem | null> => (await CalendarFeed.get({ contractorId, userId }).go()).data;

// Whose feed a token opens.
export const findCalendarFeedKey = async (tokenHash: string): Promise<CalendarFeedKeyItem | null> =>
  (await CalendarFeedKey.get({ tokenHash }).go()).data;

// Gives a user a feed with a new token; the old token stops working in the same transaction.
export const replaceCalendarFeed = async (
  feed: Omit<CalendarFeedItem, 'createdAt'>,
  previousTokenHash: string | undefined,
): Promise<void> => {
  await createWriteTransaction({ feed: CalendarFeed, key: CalendarFeedKey }, (items) => [
    items.feed.put(feed).commit(),
    items.key
      .put({ tokenHash: feed.tokenHash, contractorId: feed.contractorId, userId: feed.userId })
      .commit(),
    ...(previousTokenHash ? [items.key.delete({ tokenHash: previousTokenHash }).commit()] : []),
  ]).go();
};

// Ends a user's feed: its URL answers 404 from now on.
export const removeCalendarFeed = async (
  feed: Pick<CalendarFeedItem, 'contractorId' | 'userId' | 'tokenHash'>,
) => {
  await createWriteTransaction({ feed: CalendarFeed, key: CalendarFeedKey }, (items) => [
    items.feed.delete({ contractorId: feed.contractorId, userId: feed.userId }).commit(),
    items.key.delete({ tokenHash: feed.tokenHash }).commit(),
  ]).go();
};
