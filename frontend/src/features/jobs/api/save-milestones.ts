// PUT /api/jobs/{id}/milestones: the whole payment schedule at once, with the job version it was edited
// from. The server checks SPEC §5's milestone rules and that the amounts add up to the job total
// (`fields.milestones`); a paid milestone cannot be changed or removed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MilestoneInput, MilestonesSaveInput } from '#domain/contract/jobs';
import { apiPut, type JsonValue } from '#frontend/lib/api-client';
import type { Job } from './get-job';
import { storeJob } from './store-job';

/** One milestone of the schedule sent: no `id` for one added in this edit; `amount` in dollars. */
export type { MilestoneInput };

export const saveMilestones = (id: string, version: number, milestones: MilestoneInput[]): Promise<Job> =>
  apiPut<Job>(`/api/jobs/${encodeURIComponent(id)}/milestones`, {
    version,
    milestones,
  } as unknown as JsonValue);

export const useSaveMilestones = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, milestones }: MilestonesSaveInput) => saveMilestones(id, version, milestones),
    onSuccess: (job) => storeJob(queryClient, job),
  });
};
