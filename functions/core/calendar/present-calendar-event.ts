// A calendar event as the API answers it (domain/contract CalendarEvent): its own id, no tenant or author
// ids, null where a time, link or assignee is not set, and the sealed contact copies opened.
import type { CalendarEvent } from '#domain/contract/customers';
import type { CalendarEventItem } from '#functions/store/calendar';
import { openCopy } from '../crypto/sealed-copy';
import type { CustomerKeys } from '../ports/keys/customer-keys';

export const presentCalendarEvent = (event: CalendarEventItem, keys: CustomerKeys): CalendarEvent => ({
  id: event.eventId,
  title: event.title,
  description: event.description ?? '',
  eventType: event.eventType,
  status: event.status,
  startDate: event.startDate,
  endDate: event.endDate,
  startTime: event.startTime || null,
  endTime: event.endTime || null,
  // Entity defaults (domain: SPEC §9): not all-day, anytime, blue.
  isAllDay: event.isAllDay ?? false,
  isAnytime: event.isAnytime ?? true,
  color: event.color ?? '#3b82f6',
  linkedQuoteId: event.linkedQuoteId || null,
  linkedHomeownerId: event.linkedHomeownerId || null,
  linkedJobId: event.linkedJobId || null,
  visitInstructions: event.visitInstructions ?? '',
  assignedTo: event.assignedTo || null,
  isCompleted: event.isCompleted ?? false,
  completedDate: event.completedDate || null,
  customerName: openCopy(keys, event.contractorId, 'customerName', event.customerName),
  customerPhone: openCopy(keys, event.contractorId, 'customerPhone', event.customerPhone),
  customerEmail: openCopy(keys, event.contractorId, 'customerEmail', event.customerEmail),
  address: openCopy(keys, event.contractorId, 'customerAddress', event.customerAddress),
  version: event.version ?? 1,
  createdAt: event.createdAt,
});
