// Scheduling a quote visit at a customer's: a calendar event of type quote, linked to the customer (the
// event holds the link, not copies of the customer's encrypted contact details).
import { eventTypeColors } from '#domain/calendar-colors';
import type { ScheduleVisit } from '#domain/schemas/customer';
import { createCalendarEvent } from '#functions/store/calendar';
import { newId } from '../tokens';

export const scheduleVisit = async (
  contractorId: string,
  homeownerId: string,
  userId: string,
  visit: ScheduleVisit,
  title: string,
) => {
  return createCalendarEvent({
    contractorId,
    eventId: newId('ev'),
    title,
    description: visit.notes,
    eventType: 'quote',
    status: 'scheduled',
    startDate: visit.scheduledDate,
    endDate: visit.scheduledDate,
    ...(visit.isAnytime ? {} : { startTime: visit.scheduledStartTime, endTime: visit.scheduledEndTime }),
    isAllDay: false,
    isAnytime: visit.isAnytime,
    color: eventTypeColors.quote,
    linkedHomeownerId: homeownerId,
    visitInstructions: visit.notes,
    assignedTo: userId,
    createdByUserId: userId,
  });
};
