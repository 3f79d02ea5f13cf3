// POST /api/jobs/{id}/progress-notes: a note (1–2000 characters) on how the work is going, tagged with
// the stage the job was at.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgressNoteInput } from '#domain/contract/jobs';
import { apiPost } from '#frontend/lib/api-client';
import type { AnyJob } from './get-job';
import { storeJob } from './store-job';

export const addProgressNote = (jobId: string, note: ProgressNoteInput): Promise<AnyJob> =>
  apiPost<AnyJob>(`/api/jobs/${encodeURIComponent(jobId)}/progress-notes`, { ...note });

export const useAddProgressNote = (jobId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: ProgressNoteInput) => addProgressNote(jobId, note),
    onSuccess: (job) => storeJob(queryClient, job),
  });
};
