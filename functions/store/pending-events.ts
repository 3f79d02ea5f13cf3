// The transactional outbox of domain events: written inside the transaction of the change they announce
// (see the write functions of quotes.ts and jobs.ts), removed once published.
import type { EntityItem } from 'electrodb';
import { PendingEvent } from './entities/pending-event';

export type PendingEventItem = EntityItem<typeof PendingEvent>;

// Forgets an event the bus now has.
export const deletePendingEvent = async ({ at, eventId }: Pick<PendingEventItem, 'at' | 'eventId'>) => {
  await PendingEvent.delete({ at, eventId }).go();
};

// Events committed before `before` and still unpublished, oldest first.
export const listPendingEventsBefore = async (before: string, limit: number): Promise<PendingEventItem[]> =>
  (await PendingEvent.query.byAge({}).lt({ at: before }).go({ limit })).data;
