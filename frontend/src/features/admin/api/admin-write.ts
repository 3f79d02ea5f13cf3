// A write of the admin area: once it settles (a refusal may mean something changed meanwhile), the reads it
// touches are fetched again, and the security log, which records every admin action.
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { auditEventsKey } from './get-security';

export const useAdminWrite = <Input, Answer>(
  mutationFn: (input: Input) => Promise<Answer>,
  refresh: readonly QueryKey[],
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all(
        [...refresh, auditEventsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
};
