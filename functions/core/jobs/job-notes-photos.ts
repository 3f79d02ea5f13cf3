// Progress notes and completion photos on a job. Photos go straight from the browser to storage with a
// signed form; the job only records a key that was issued for this job and that arrived.
import { maxPhotoBytes } from '#domain/schemas/job';
import { DomainError } from '#functions/core/errors';
import { appendCompletionPhoto, appendProgressNote } from '#functions/store/jobs';
import type { Actor } from '../access/actor';
import { photoStorage } from '../ports/photos/photo-storage';
import { newId } from '../tokens';
import { loadJobFor } from './job-records';

/** A job page shows every photo; fifty is more than a job's worth. */
const maxPhotos = 50;

const extensions: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
};

const photoPrefix = (contractorId: string, jobId: string) => `jobs/${contractorId}/${jobId}/`;

/** Keeps the job item well under DynamoDB's 400 KB item limit. */
const maxProgressNotes = 150;

const listFull = (field: 'note' | 'key') =>
  new DomainError('LIST_FULL', field === 'note' ? 'progressNote.full' : 'photo.full');

export const addProgressNote = async (
  actor: Actor,
  jobId: string,
  note: { note: string; stage: string },
  author: string,
) => {
  const { contractorId } = actor;
  const job = await loadJobFor(actor, jobId);
  if ((job.progressNotes ?? []).length >= maxProgressNotes) throw listFull('note');
  await appendProgressNote(contractorId, jobId, {
    id: newId('note'),
    note: note.note,
    stage: note.stage || job.status,
    author,
    timestamp: new Date().toISOString(),
  });
};

export const photoUploadForm = async (actor: Actor, jobId: string, contentType: string) => {
  const { contractorId } = actor;
  const job = await loadJobFor(actor, jobId);
  if ((job.completionPhotos ?? []).length >= maxPhotos)
    throw new DomainError('VALIDATION_FAILED', 'request.invalid', { fields: { size: 'photo.tooLarge' } });
  const key = `${photoPrefix(contractorId, jobId)}${newId('photo')}${extensions[contentType] ?? ''}`;
  const form = await photoStorage().createUpload(key, contentType, maxPhotoBytes);
  return { ...form, key };
};

export const addPhoto = async (
  actor: Actor,
  jobId: string,
  photo: { key: string; description: string; stage: string },
) => {
  const { contractorId } = actor;
  const job = await loadJobFor(actor, jobId); // Exactly a key this job's upload form could have issued: no '..', no other tenant's folder.
  const issuedHere = new RegExp(
    `^${photoPrefix(contractorId, jobId)}photo_[A-Za-z0-9_-]{16}\\.(jpg|png|webp)$`,
  ).test(photo.key);
  if (!issuedHere || !(await photoStorage().exists(photo.key)))
    throw new DomainError('VALIDATION_FAILED', 'request.invalid', {
      fields: { key: 'photo.notUploaded' },
    });
  if ((job.completionPhotos ?? []).some((existing) => existing.key === photo.key)) return;
  if ((job.completionPhotos ?? []).length >= maxPhotos) throw listFull('key');
  await appendCompletionPhoto(contractorId, jobId, {
    id: newId('ph'),
    key: photo.key,
    description: photo.description,
    stage: photo.stage || job.status,
    timestamp: new Date().toISOString(),
  });
};
