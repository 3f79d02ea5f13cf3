// The photo store port: the browser uploads a job's completion photos straight to storage with a signed
// form (S3 presigned POST in AWS — the file never passes through a Lambda), and reads them back through
// short-lived URLs. Locally the same flow goes to the local runtime's /local-uploads under DATA_DIR.
import { localPhotoStorage } from './local-photo-storage';
import { s3PhotoStorage } from './s3-photo-storage';

export interface UploadForm {
  url: string;
  /** Form fields to send before the file, in order. */
  fields: Record<string, string>;
}

export interface PhotoStorage {
  /** A signed form that accepts one file of `contentType`, at most `maxBytes`, stored under `key`. */
  createUpload(key: string, contentType: string, maxBytes: number): Promise<UploadForm>;
  /** A URL the browser may GET for about an hour. */
  readUrl(key: string): Promise<string>;
  /** Whether an upload under `key` arrived. */
  exists(key: string): Promise<boolean>;
}

let storage: PhotoStorage | undefined;

export const photoStorage = (): PhotoStorage => {
  storage ??= process.env.PHOTO_BUCKET ? s3PhotoStorage(process.env.PHOTO_BUCKET) : localPhotoStorage();
  return storage;
};
