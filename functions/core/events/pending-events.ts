// The transactional outbox of domain events: a change and the event announcing it are written together
// (pendingEventItem inside the caller's transaction); publishing afterwards removes the item. A publish
// that fails leaves the item for the scheduled run (republishPendingEvents), and consumers are
// idempotent, so an event may arrive twice but is never lost.

import type { DomainEvent } from '#domain/events';
import { logger } from '#functions/core/logger';
import {
  deletePendingEvent,
  listPendingEventsBefore,
  type PendingEventItem,
} from '#functions/store/pending-events';
import { publishEvents } from '../ports/bus/bus';
import { newId } from '../tokens';

export const pendingEventItem = (event: DomainEvent): PendingEventItem => ({
  at: new Date().toISOString(),
  eventId: event.detail.eventId || newId('evt'),
  detailType: event.detailType,
  detail: event.detail,
});

const toEvent = (item: PendingEventItem): DomainEvent =>
  ({ detailType: item.detailType, detail: item.detail }) as DomainEvent;

/** Publishes events just committed, then forgets them. A failure is logged: the scheduled run retries. */
export const publishCommitted = async (items: readonly PendingEventItem[]): Promise<void> => {
  try {
    await publishEvents(items.map(toEvent));
    await Promise.all(items.map(deletePendingEvent));
  } catch (error) {
    logger.warn('Events not published yet; the scheduled run will retry', { error });
  }
};

/** Events older than `minAgeMs` still pending: publish and remove them (one bounded query per run). */
export const republishPendingEvents = async ({ minAgeMs = 60_000, limit = 100 } = {}): Promise<number> => {
  const before = new Date(Date.now() - minAgeMs).toISOString();
  const pending = await listPendingEventsBefore(before, limit);
  let published = 0;
  for (const item of pending) {
    // One event that keeps failing must not hold up the ones behind it.
    try {
      await publishEvents([toEvent(item)]);
      await deletePendingEvent(item);
      published += 1;
    } catch (error) {
      logger.error('Pending event still not published', {
        detailType: item.detailType,
        eventId: item.eventId,
        error,
      });
    }
  }
  return published;
};
