// The calendar area: the schedule's events, read by date range and created, changed, moved and removed, and
// each user's saved schedule filters.
import {
  calendarEventInputSchema,
  calendarFilterInputSchema,
  calendarRangeQuerySchema,
  calendarShiftSchema,
} from '#domain/schemas/calendar-event';
import { actorOf } from '#functions/core/access/actor';
import { textArrival } from '#functions/core/calendar/arrival-text';
import { createEvent, listEvents, removeEvent, updateEvent } from '#functions/core/calendar/calendar-events';
import { endFeed, feedCalendar, renewFeed, showFeed } from '#functions/core/calendar/calendar-feed';
import {
  createFilter,
  listFilters,
  presentFilter,
  removeFilter,
  updateFilter,
} from '#functions/core/calendar/calendar-filters';
import { presentCalendarEvent } from '#functions/core/calendar/present-calendar-event';
import { shiftDay } from '#functions/core/calendar/rain-day';
import { customerKeys } from '#functions/core/ports/keys/customer-keys';
import { created, ok } from '#functions/http/api-request';
import { createAreaHandler } from '#functions/http/create-area-handler';

export const handler = createAreaHandler('calendar', {
  'GET /api/calendar/feed': async (request) => {
    const { user } = await request.signedIn();
    return ok({ url: await showFeed(user.contractorId, user.userId) });
  },

  'POST /api/calendar/feed': async (request) => {
    const { user } = await request.signedIn();
    return created({ url: await renewFeed(user.contractorId, user.userId) });
  },

  'DELETE /api/calendar/feed': async (request) => {
    const { user } = await request.signedIn();
    await endFeed(user.contractorId, user.userId);
    return ok({ url: null });
  },

  'GET /api/calendar/feeds/{token}': async (request) => ({
    status: 200,
    text: await feedCalendar(request.params.token ?? ''),
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      // Calendar apps poll; a few minutes' staleness is what they expect anyway.
      'cache-control': 'private, max-age=300',
    },
  }),

  'GET /api/calendar/events': async (request) => {
    const { user } = await request.signedIn();
    const query = calendarRangeQuerySchema.parse(request.query);
    const [events, keys] = await Promise.all([listEvents(actorOf(user), query), customerKeys()]);
    return ok({ events: events.map((event) => presentCalendarEvent(event, keys)) });
  },

  'POST /api/calendar/events': async (request) => {
    const { user } = await request.signedIn();
    const event = await createEvent(
      user.contractorId,
      user.userId,
      calendarEventInputSchema.parse(request.body),
    );
    return created(presentCalendarEvent(event, await customerKeys()));
  },

  'PATCH /api/calendar/events/{id}': async (request) => {
    const { user } = await request.signedIn();
    const input = calendarEventInputSchema.parse(request.body);
    const event = await updateEvent(user.contractorId, request.params.id ?? '', input);
    return ok(presentCalendarEvent(event, await customerKeys()));
  },

  'DELETE /api/calendar/events/{id}': async (request) => {
    const { user } = await request.signedIn();
    await removeEvent(user.contractorId, request.params.id ?? '');
    return ok({ deleted: true as const });
  },

  'POST /api/calendar/events/{id}/text-customer': async (request) => {
    const { user } = await request.signedIn();
    return ok(await textArrival(user.contractorId, request.params.id ?? '', user.userId));
  },

  'POST /api/calendar/shift': async (request) => {
    const { user } = await request.signedIn();
    const outcome = await shiftDay(user.contractorId, user.userId, calendarShiftSchema.parse(request.body));
    const keys = await customerKeys();
    return ok({ ...outcome, moved: outcome.moved.map((event) => presentCalendarEvent(event, keys)) });
  },

  'GET /api/calendar/filters': async (request) => {
    const { user } = await request.signedIn();
    return ok({ filters: (await listFilters(user.contractorId, user.userId)).map(presentFilter) });
  },

  'POST /api/calendar/filters': async (request) => {
    const { user } = await request.signedIn();
    const input = calendarFilterInputSchema.parse(request.body);
    return created(presentFilter(await createFilter(user.contractorId, user.userId, input)));
  },

  'PATCH /api/calendar/filters/{id}': async (request) => {
    const { user } = await request.signedIn();
    const input = calendarFilterInputSchema.parse(request.body);
    return ok(
      presentFilter(await updateFilter(user.contractorId, user.userId, request.params.id ?? '', input)),
    );
  },

  'DELETE /api/calendar/filters/{id}': async (request) => {
    const { user } = await request.signedIn();
    await removeFilter(user.contractorId, user.userId, request.params.id ?? '');
    return ok({ deleted: true as const });
  },
});
