// POST /api/payment-reminders/{milestoneId}/send: texts and/or emails the customer a payment reminder by the
// contractor's communication preference (docs/api.md). The bell's reminder items and the dashboard's owed
// payments both send it, so it sits below both: on success the reminders feed and the dashboard are read
// again (SPEC §7); a 409 (one already went out today) reads them again too, so the item shows it was sent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#domain/contract/index';
import { apiPost } from './api-client';
import { ApiError } from './api-error';
import { dashboardQueryKey } from './report-keys';

/** The bell's reminders feed (GET /api/payment-reminders), read again after a reminder goes out. */
export const paymentRemindersQueryKey = ['/api/payment-reminders'] as const;

type SentReminder = ResponseOf<'POST /api/payment-reminders/{milestoneId}/send'>;

export const sendPaymentReminder = (milestoneId: string): Promise<SentReminder> =>
  apiPost<SentReminder>(`/api/payment-reminders/${encodeURIComponent(milestoneId)}/send`);

export const useSendPaymentReminder = () => {
  const queryClient = useQueryClient();
  const refetch = () =>
    Promise.all(
      [paymentRemindersQueryKey, dashboardQueryKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  return useMutation({
    mutationFn: sendPaymentReminder,
    onSuccess: refetch,
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) await refetch();
    },
  });
};
