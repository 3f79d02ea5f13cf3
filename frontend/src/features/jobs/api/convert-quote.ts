// POST /api/quotes/{id}/convert {scheduledDate?}: the quote becomes a job (scheduled with a date, else
// unscheduled) with its payment milestones, and the quote moves to converted_to_job (docs/api.md). 409
// ALREADY_CONVERTED or ILLEGAL_MOVE when it cannot. Either way the quote and its lists are fetched again,
// so the view shows where the quote really stands; the new job is cached.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#frontend/lib/api-client';
import { contractorQuotesKey, quoteQueryKey } from '#frontend/lib/query-keys';
import type { Job } from './get-job';
import { storeJob } from './store-job';

export const convertQuote = (quoteId: string, scheduledDate: string | null): Promise<Job> =>
  apiPost<Job>(`/api/quotes/${encodeURIComponent(quoteId)}/convert`, scheduledDate ? { scheduledDate } : {});

export const useConvertQuote = (quoteId: string, contractorId: string) => {
  const queryClient = useQueryClient();
  // The quote key is a prefix of its activity key, so the history refreshes too.
  const refreshQuote = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: quoteQueryKey(quoteId) }),
      queryClient.invalidateQueries({ queryKey: contractorQuotesKey(contractorId) }),
    ]);
  return useMutation({
    mutationFn: (scheduledDate: string | null) => convertQuote(quoteId, scheduledDate),
    onSuccess: async (job) => {
      // The page moves on to the job; the quote is fetched again whenever it is next shown.
      void refreshQuote();
      await storeJob(queryClient, job);
    },
    onError: refreshQuote,
  });
};
