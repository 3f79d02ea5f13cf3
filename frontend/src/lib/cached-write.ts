// A write whose answer is the new state of a cached read: the cache takes the answer, then the reads that
// depend on it are fetched again.
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

interface CachedWrite<Input, Answer> {
  mutationFn: (input: Input) => Promise<Answer>;
  /** The read the answer replaces. */
  queryKey: QueryKey;
  /** The reads fetched again afterwards: the replaced one unless told. */
  invalidate?: readonly QueryKey[];
  /** Runs first once the write succeeded (e.g. dropping the CSRF token of a session that changed). */
  onWritten?: () => void;
}

export const useCachedWrite = <Input, Answer>({
  mutationFn,
  queryKey,
  invalidate = [queryKey],
  onWritten,
}: CachedWrite<Input, Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (answer) => {
      onWritten?.();
      queryClient.setQueryData(queryKey, answer);
      await Promise.all(invalidate.map((key) => queryClient.invalidateQueries({ queryKey: key })));
    },
  });
};
