// POST /api/jobs/{id}/payments: a payment against one milestone. The server records it, raises the
// milestone's paid amount (paid once fully paid) and the job's deposit fields in one transaction, and
// refuses more than is still due (409 OVERPAYMENT). Payment notifications, the dashboard and the reports
// are asked again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentInput } from '#domain/contract/jobs';
import { apiPost } from '#frontend/lib/api-client';
import { paymentRemindersQueryKey } from '#frontend/lib/payment-reminders';
import { dashboardQueryKey, reportsQueryKey } from '#frontend/lib/report-keys';
import type { Job } from './get-job';
import { storeJob } from './store-job';

/** `amount` in dollars (at least 0.01), `paymentDate` YYYY-MM-DD. */
export type { PaymentInput };

export const recordPayment = (jobId: string, payment: PaymentInput): Promise<Job> =>
  apiPost<Job>(`/api/jobs/${encodeURIComponent(jobId)}/payments`, { ...payment });

export const useRecordPayment = (jobId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: PaymentInput) => recordPayment(jobId, payment),
    onSuccess: async (job) => {
      await Promise.all([
        storeJob(queryClient, job),
        queryClient.invalidateQueries({ queryKey: ['/api/payment-notifications'] }),
        queryClient.invalidateQueries({ queryKey: paymentRemindersQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
        queryClient.invalidateQueries({ queryKey: reportsQueryKey }),
      ]);
    },
  });
};
