// POST /api/payment-reminders/{milestoneId}/send: texts and/or emails the customer a payment reminder by
// the contractor's communication preference (docs/api.md). On success the reminders feed is refetched
// (SPEC §7); a 409 (one already went out today) refetches it too, so the item shows it was sent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#domain/contract/index';
import { apiPost } from '#frontend/lib/api-client';
import { ApiError } from '#frontend/lib/api-error';
import { paymentRemindersQueryKey } from '../payment-reminder';

type SentReminder = ResponseOf<'POST /api/payment-reminders/{milestoneId}/send'>;

export const sendPaymentReminder = (milestoneId: string): Promise<SentReminder> =>
  apiPost<SentReminder>(`/api/payment-reminders/${encodeURIComponent(milestoneId)}/send`);

export const useSendPaymentReminder = () => {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: paymentRemindersQueryKey });
  return useMutation({
    mutationFn: sendPaymentReminder,
    onSuccess: refetch,
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) await refetch();
    },
  });
};
