// POST /api/homeowners/{id}/schedule-visit: a quote visit on the contractor's calendar, linked to the
// customer. Calendar reads (keys with "calendar" or "events") are asked again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduledVisit } from '#domain/contract/customers';
import type { ScheduleVisit } from '#domain/schemas/customer';
import { apiPost } from '#frontend/lib/api-client';
import { allCustomersKey } from '#frontend/lib/query-keys';

export type { ScheduledVisit };

export const scheduleVisit = ({
  customerId,
  ...visit
}: ScheduleVisit & { customerId: string }): Promise<ScheduledVisit> =>
  apiPost<ScheduledVisit>(`/api/homeowners/${encodeURIComponent(customerId)}/schedule-visit`, {
    scheduledDate: visit.scheduledDate,
    isAnytime: visit.isAnytime,
    notes: visit.notes,
    ...(visit.isAnytime
      ? {}
      : {
          ...(visit.scheduledStartTime ? { scheduledStartTime: visit.scheduledStartTime } : {}),
          ...(visit.scheduledEndTime ? { scheduledEndTime: visit.scheduledEndTime } : {}),
        }),
  });

export const useScheduleVisit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleVisit,
    // The calendar's views and the customer's timeline show the visit.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          predicate: ({ queryKey }) => queryKey.some((part) => /calendar|events/.test(String(part))),
        }),
        queryClient.invalidateQueries({ queryKey: allCustomersKey }),
      ]),
  });
};
