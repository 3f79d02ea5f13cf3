// Each user's subscribable schedule: a secret iCalendar (RFC 5545) URL that Google, Apple and Outlook
// calendars poll. Making a new URL revokes the old one; ending it makes it answer 404. The feed holds the
// user's events from 30 days back to 6 months ahead, at the wall-clock times they were booked for (floating
// times with the contractor's time zone named, so a 9:00 visit in Chicago shows at 9:00), all-day events as
// dates, and no customer contact details beyond what the event's own title and notes say.
import ical, { ICalEventStatus } from 'ical-generator';
import { addDays, todayIn } from '#domain/calendar-dates';
import { DomainError } from '#functions/core/errors';
import { type CalendarEventItem, listEventsStarting } from '#functions/store/calendar';
import {
  findCalendarFeedKey,
  getCalendarFeed,
  removeCalendarFeed,
  replaceCalendarFeed,
} from '#functions/store/calendar-feeds';
import { getContractor } from '#functions/store/contractors';
import { decryptField, encryptField } from '../crypto/field-cipher';
import { customerKeys } from '../ports/keys/customer-keys';
import { publicBaseUrl } from '../sharing/public-base-url';
import { newToken, sha256 } from '../tokens';

const feedDaysBack = 30;
const feedDaysAhead = 183;

const sealContext = (contractorId: string) => ({ contractorId, field: 'calendarFeedToken' });

export const feedUrlOf = (token: string): string => `${publicBaseUrl()}/api/calendar/feeds/${token}.ics`;

/** The user's feed URL, or null when they have none. */
export const showFeed = async (contractorId: string, userId: string): Promise<string | null> => {
  const feed = await getCalendarFeed(contractorId, userId);
  if (!feed) return null;
  const keys = await customerKeys();
  return feedUrlOf(decryptField(feed.tokenSealed, keys.dataKey, sealContext(contractorId)));
};

/** A new feed URL for the user; the old one, if any, stops working. */
export const renewFeed = async (contractorId: string, userId: string): Promise<string> => {
  const [current, keys] = await Promise.all([getCalendarFeed(contractorId, userId), customerKeys()]);
  const token = newToken();
  await replaceCalendarFeed(
    {
      contractorId,
      userId,
      tokenHash: sha256(token),
      tokenSealed: encryptField(token, keys.dataKey, sealContext(contractorId)),
    },
    current?.tokenHash,
  );
  return feedUrlOf(token);
};

/** Ends the user's feed. */
export const endFeed = async (contractorId: string, userId: string): Promise<void> => {
  const current = await getCalendarFeed(contractorId, userId);
  if (current) await removeCalendarFeed(current);
};

const timeOf = (date: string, time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(Date.parse(`${date}T00:00:00Z`) + (hours * 60 + minutes) * 60_000);
};

const statusOf = (event: CalendarEventItem) =>
  event.status === 'cancelled'
    ? ICalEventStatus.CANCELLED
    : event.status === 'pending'
      ? ICalEventStatus.TENTATIVE
      : ICalEventStatus.CONFIRMED;

/** The iCalendar text of the feed behind `token` (with or without `.ics`); 404 for an unknown or ended one. */
export const feedCalendar = async (token: string): Promise<string> => {
  const bare = token.replace(/\.ics$/, '');
  const owner = bare.length <= 64 ? await findCalendarFeedKey(sha256(bare)) : null;
  if (!owner) throw new DomainError('NOT_FOUND', 'link.notFound');
  const contractor = await getContractor(owner.contractorId);
  const timezone = contractor?.timezone ?? 'America/Chicago';
  const today = todayIn(timezone);
  const events = (
    await listEventsStarting(owner.contractorId, addDays(today, -feedDaysBack), addDays(today, feedDaysAhead))
  ).filter((event) => event.assignedTo === owner.userId);

  const calendar = ical({
    name: `Picket — ${contractor?.businessName ?? 'Schedule'}`,
    prodId: { company: 'Picket', product: 'Schedule', language: 'EN' },
    timezone,
    ttl: 15 * 60,
  });
  for (const event of events) {
    const timed = !event.isAnytime && event.startTime && event.endTime;
    calendar.createEvent({
      id: `${event.eventId}@picket`,
      sequence: event.version ?? 1,
      summary: event.title,
      description: [event.description, event.visitInstructions].filter(Boolean).join('\n\n') || undefined,
      status: statusOf(event),
      ...(timed
        ? {
            start: timeOf(event.startDate, event.startTime ?? ''),
            end: timeOf(event.endDate ?? event.startDate, event.endTime ?? ''),
            floating: true,
          }
        : {
            start: timeOf(event.startDate, '00:00'),
            end: timeOf(addDays(event.endDate ?? event.startDate, 1), '00:00'),
            allDay: true,
          }),
    });
  }
  return calendar.toString();
};
