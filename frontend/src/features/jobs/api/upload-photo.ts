// Adding a completion photo takes three calls (docs/api.md): ask for an upload slot
// (POST /api/jobs/{id}/photo-uploads), send the file straight to storage as a multipart form (not a JSON
// API call, so plain fetch), then attach the stored key to the job (POST /api/jobs/{id}/photos).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhotoUploadSlot } from '#domain/contract/jobs';
import { apiPost } from '#frontend/lib/api-client';
import { ApiError, statusText } from '#frontend/lib/api-error';
import { type PhotoContentType, uploadFormData } from '../photo-upload-rules';
import type { AnyJob } from './get-job';
import { storeJob } from './store-job';

export type PhotoUploadStep = 'preparing' | 'uploading' | 'saving';

export interface PhotoUpload {
  file: File;
  /** The file's type, already checked against photo-upload-rules.ts. */
  contentType: PhotoContentType;
  description?: string;
  stage?: string;
  onStep?: (step: PhotoUploadStep) => void;
}

const requestUploadSlot = (jobId: string, upload: PhotoUpload): Promise<PhotoUploadSlot> =>
  apiPost<PhotoUploadSlot>(`/api/jobs/${encodeURIComponent(jobId)}/photo-uploads`, {
    contentType: upload.contentType,
    size: upload.file.size,
  });

const sendToStorage = async (slot: PhotoUploadSlot, file: File): Promise<void> => {
  let response: Response;
  try {
    response = await fetch(slot.url, {
      method: 'POST',
      body: uploadFormData(slot.fields, file),
      // The signed fields authorise the upload; cookies stay with the app (S3 is another origin).
      credentials: 'omit',
    });
  } catch {
    throw new ApiError('Network error', 0, 'NETWORK_ERROR');
  }
  if (!response.ok) {
    throw new ApiError(
      `${response.status} ${statusText(response.status)}`.trim(),
      response.status,
      'UPLOAD_FAILED',
    );
  }
};

export const uploadJobPhoto = async (jobId: string, upload: PhotoUpload): Promise<AnyJob> => {
  upload.onStep?.('preparing');
  const slot = await requestUploadSlot(jobId, upload);
  upload.onStep?.('uploading');
  await sendToStorage(slot, upload.file);
  upload.onStep?.('saving');
  return apiPost<AnyJob>(`/api/jobs/${encodeURIComponent(jobId)}/photos`, {
    key: slot.key,
    ...(upload.description ? { description: upload.description } : {}),
    ...(upload.stage ? { stage: upload.stage } : {}),
  });
};

export const useUploadJobPhoto = (jobId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: PhotoUpload) => uploadJobPhoto(jobId, upload),
    onSuccess: (job) => storeJob(queryClient, job),
  });
};
