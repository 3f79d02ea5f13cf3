// The reseal migration's reads and writes (functions/core/crypto/reseal.ts): every item of the entities that
// hold copies of a customer's details, a page at a time, and the rewrite of one item on the condition that
// what was read is still there. The pages are a Scan: the migration is a one-off run by an operator or by
// `npm start`, never part of a request, and items written before sealing are indexed by nothing else.

import { heldCondition } from './conditional-failure';
import { ActivityEvent } from './entities/activity-event';
import { CalendarEvent } from './entities/calendar-event';
import { Contractor } from './entities/contractor';
import { Homeowner } from './entities/homeowner';
import { Job } from './entities/job';
import { MigrationMark } from './entities/migration-mark';
import { Milestone } from './entities/milestone';
import { Notification } from './entities/notification';
import { OutboxMessage } from './entities/outbox-message';
import { Payment } from './entities/payment';
import { PendingEvent } from './entities/pending-event';
import { Quote } from './entities/quote';
import { RateLimit } from './entities/rate-limit';
import { SmsMessage } from './entities/sms-message';
import { User } from './entities/user';
import { UserEmail } from './entities/user-email';

const entities = {
  quote: Quote,
  homeowner: Homeowner,
  job: Job,
  milestone: Milestone,
  notification: Notification,
  smsMessage: SmsMessage,
  outboxMessage: OutboxMessage,
  activityEvent: ActivityEvent,
  calendarEvent: CalendarEvent,
  pendingEvent: PendingEvent,
  rateLimit: RateLimit,
  // Read by the rollups migration (core/migrations/rebuild-all-rollups.ts), not resealed.
  contractor: Contractor,
  payment: Payment,
  // Read by the directory migration (core/migrations/admin-directory.ts), not resealed.
  user: User,
  userEmail: UserEmail,
} as const;

export type ResealKind = keyof typeof entities;
export type StoredItem = Record<string, unknown>;

// What the migration needs of an entity, whatever its attributes: ElectroDB's types are per entity.
type AttributeRefs = Record<string, unknown>;
interface ConditionOperations {
  eq(attribute: unknown, value: unknown): string;
}
interface Rewritable {
  scan: {
    go(options: {
      cursor: string | null;
      limit: number;
    }): Promise<{ data: StoredItem[]; cursor: string | null }>;
  };
  patch(item: StoredItem): {
    set(changes: StoredItem): {
      where(condition: (attributes: AttributeRefs, operations: ConditionOperations) => string): {
        go(): Promise<unknown>;
      };
    };
  };
  delete(item: StoredItem): { go(): Promise<unknown> };
}

const entityOf = (kind: ResealKind) => entities[kind] as unknown as Rewritable;

// One page of an entity's items, and where the next page starts (null after the last).
export const scanItems = async (kind: ResealKind, cursor: string | null) => {
  const { data, cursor: next } = await entityOf(kind).scan.go({ cursor, limit: 200 });
  return { items: data, cursor: next };
};

// Sets `changes` on an item (an update of those attributes only: a concurrent write to any other attribute
// stands), while each changed scalar attribute still holds what was read, and while the item exists.
// False when it had changed; the next run looks at it again.
export const rewriteItem = (kind: ResealKind, item: StoredItem, changes: StoredItem): Promise<boolean> => {
  // Maps (an activity entry's data, a pending event's detail) belong to items nobody edits: patch alone
  // requires the item to exist.
  const checked = Object.keys(changes).filter((name) => typeof item[name] === 'string');
  const update = entityOf(kind).patch(item).set(changes);
  return heldCondition(() =>
    update
      .where((attributes, { eq }) => checked.map((name) => eq(attributes[name], item[name])).join(' AND '))
      .go(),
  );
};

// Removes an item (rate-limit counters keyed by what must not be stored).
export const deleteItem = async (kind: ResealKind, item: StoredItem): Promise<void> => {
  await entityOf(kind).delete(item).go();
};

// Whether a migration has run to the end on this table.
export const migrationDone = async (name: string): Promise<boolean> =>
  Boolean((await MigrationMark.get({ name }).go()).data);

// Records that a migration ran to the end.
export const markMigrationDone = async (name: string, summary: string): Promise<void> => {
  await MigrationMark.put({ name, summary }).go();
};
