// What a completion photo may be before it is sent (docs/api.md photo uploads): a JPEG, PNG or WebP image
// of at most 10 MB, checked in the browser so a phone user hears at once instead of after the upload.
// The presigned form POST takes the server's fields first and the file last, as S3 requires.

export const photoContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoContentType = (typeof photoContentTypes)[number];

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** The `accept` attribute of the photo picker. */
export const photoAccept = photoContentTypes.join(',');

export type PhotoProblem = 'type' | 'size' | 'empty';

/** Why a picked file cannot be uploaded, or null when it can. */
export const photoProblem = (file: { type: string; size: number }): PhotoProblem | null => {
  if (!(photoContentTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size <= 0) return 'empty';
  if (file.size > MAX_PHOTO_BYTES) return 'size';
  return null;
};

export const isPhotoContentType = (type: string): type is PhotoContentType =>
  (photoContentTypes as readonly string[]).includes(type);

/** The multipart body of the presigned POST: every server field in its order, then the file. */
export const uploadFormData = (fields: Readonly<Record<string, string>>, file: Blob): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return form;
};
