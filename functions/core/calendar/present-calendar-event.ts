// A calendar event as the API answers it (domain/contract CalendarEvent): its own id, no tenant or author
// ids, and null where a time, link or assignee is not set.
import type { CalendarEvent } from '#domain/contract/customers';
import type { CalendarEventItem } from '#functions/store/calendar';

export const presentCalendarEvent = (event: CalendarEventItem): CalendarEvent => ({
  id: event.eventId,
  title: event.title,
  description: event.description ?? '',
  eventType: event.eventType,
  status: event.status,
  startDate: event.startDate,
  endDate: event.endDate,
  startTime: event.startTime ?? null,
  endTime: event.endTime ?? null,
  // Entity defaults (domain: SPEC §9): not all-day, anytime, blue.
  isAllDay: event.isAllDay ?? false,
  isAnytime: event.isAnytime ?? true,
  color: event.color ?? '#3b82f6',
  linkedQuoteId: event.linkedQuoteId ?? null,
  linkedHomeownerId: event.linkedHomeownerId ?? null,
  visitInstructions: event.visitInstructions ?? '',
  assignedTo: event.assignedTo ?? null,
  isCompleted: event.isCompleted ?? false,
  completedDate: event.completedDate ?? null,
  createdAt: event.createdAt,
});
