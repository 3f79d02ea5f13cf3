// Every entity in one ElectroDB service, for tests and scripts that set up or inspect items directly.
// Lambda code never imports it: it reaches data through the access patterns of store/<aggregate>.ts,
// which import only the entities they use (so each bundle carries only those).

import { Service } from 'electrodb';
import { documentClient } from './client';
import { ActivityEvent } from './entities/activity-event';
import { AuditEvent } from './entities/audit-event';
import { CalendarEvent } from './entities/calendar-event';
import { CalendarFeed, CalendarFeedKey } from './entities/calendar-feed';
import { CalendarFilter } from './entities/calendar-filter';
import { Catalog } from './entities/catalog';
import { Contractor } from './entities/contractor';
import { Counter } from './entities/counter';
import { Homeowner } from './entities/homeowner';
import { IdempotencyKey } from './entities/idempotency-key';
import { Invite, InviteToken } from './entities/invite';
import { Job, QuoteJob } from './entities/job';
import { KeyRing } from './entities/key-ring';
import { Milestone } from './entities/milestone';
import { NameChunk, NameDirectory } from './entities/name-order';
import { Notification } from './entities/notification';
import { NotificationReads } from './entities/notification-reads';
import { OutboxMessage } from './entities/outbox-message';
import { Payment } from './entities/payment';
import { PendingEvent } from './entities/pending-event';
import { PendingSignup } from './entities/pending-signup';
import { Faq, Testimonial } from './entities/portal-entry';
import { Quote } from './entities/quote';
import { RateLimit } from './entities/rate-limit';
import { PlatformRollup, Rollup, RollupApplied } from './entities/rollup';
import { SearchEntry } from './entities/search-entry';
import { ServiceArea } from './entities/service-area';
import { Session } from './entities/session';
import { SharedQuote } from './entities/shared-quote';
import { ShortLink } from './entities/short-link';
import { SiteContentItem } from './entities/site';
import { SmsMessage } from './entities/sms-message';
import { User } from './entities/user';
import { UserEmail } from './entities/user-email';
import { tableName } from './table';

export const store = new Service(
  {
    contractor: Contractor,
    user: User,
    userEmail: UserEmail,
    session: Session,
    auditEvent: AuditEvent,
    rateLimit: RateLimit,
    siteContent: SiteContentItem,
    serviceArea: ServiceArea,
    catalog: Catalog,
    counter: Counter,
    quote: Quote,
    idempotencyKey: IdempotencyKey,
    keyRing: KeyRing,
    homeowner: Homeowner,
    searchEntry: SearchEntry,
    calendarEvent: CalendarEvent,
    calendarFilter: CalendarFilter,
    calendarFeed: CalendarFeed,
    calendarFeedKey: CalendarFeedKey,
    nameDirectory: NameDirectory,
    nameChunk: NameChunk,
    activityEvent: ActivityEvent,
    shortLink: ShortLink,
    sharedQuote: SharedQuote,
    smsMessage: SmsMessage,
    notification: Notification,
    notificationReads: NotificationReads,
    outboxMessage: OutboxMessage,
    pendingEvent: PendingEvent,
    rollup: Rollup,
    rollupApplied: RollupApplied,
    platformRollup: PlatformRollup,
    testimonial: Testimonial,
    faq: Faq,
    pendingSignup: PendingSignup,
    invite: Invite,
    inviteToken: InviteToken,
    job: Job,
    quoteJob: QuoteJob,
    milestone: Milestone,
    payment: Payment,
  },
  { client: documentClient, table: tableName() },
);

export type Store = typeof store;
