// Completion photos: thumbnails newest first, and adding one from the phone's camera or files. A file
// that is not a JPEG, PNG or WebP, or is over 10 MB, is refused here before anything is sent; the upload
// shows which step it is on and any failure stays on screen.
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Spinner } from '#frontend/components/ui/spinner';
import { TextField } from '#frontend/components/ui/text-field';
import { TimeAgo } from '#frontend/components/ui/time-ago';
import { toast } from '#frontend/components/ui/toast-store';
import { SectionCard } from '#frontend/features/quotes/components/form-controls';
import { useT } from '#frontend/i18n/use-t';
import type { Job } from '../api/get-job';
import { type PhotoUploadStep, useUploadJobPhoto } from '../api/upload-photo';
import { newestFirst } from '../newest-first';
import { isPhotoContentType, photoAccept, photoProblem } from '../photo-upload-rules';
import { StageLabel } from './stage-label';

export const CompletionPhotosCard = ({ job }: { job: Job }) => {
  const t = useT();
  const inputId = useId();
  const upload = useUploadJobPhoto(job.id);
  const [description, setDescription] = useState('');
  const [step, setStep] = useState<PhotoUploadStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pending = upload.isPending;
  const photos = newestFirst(job.completionPhotos);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once so picking the same file again after a failure still fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = photoProblem(file);
    const contentType = file.type;
    if (problem || !isPhotoContentType(contentType)) {
      setError(t(`jobs.photos.problem.${problem ?? 'type'}`, { name: file.name }));
      return;
    }
    setError(null);
    upload.mutate(
      {
        file,
        contentType,
        ...(description.trim() ? { description: description.trim() } : {}),
        stage: job.status,
        onStep: setStep,
      },
      {
        onSuccess: () => {
          setDescription('');
          toast({ title: t('jobs.photos.added') });
        },
        onError: (failure) =>
          setError(failure.message ? t.localize(failure.message) : t('jobs.photos.failed')),
        onSettled: () => setStep(null),
      },
    );
  };

  return (
    <SectionCard title={t('jobs.photos.title')} testId="job-photos">
      <div className="space-y-3">
        <TextField
          label={t('jobs.photos.description')}
          hint={t('jobs.photos.descriptionHint')}
          value={description}
          maxLength={500}
          onChange={(event) => setDescription(event.target.value)}
          disabled={pending}
          data-testid="photo-description"
        />
        <div>
          <label
            htmlFor={inputId}
            className={`inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
              pending ? 'pointer-events-none opacity-60' : ''
            }`}
          >
            {pending ? <Spinner className="size-4" /> : <ImagePlus aria-hidden="true" className="size-4" />}
            {t('jobs.photos.add')}
            <input
              id={inputId}
              type="file"
              accept={photoAccept}
              className="sr-only"
              onChange={onPick}
              disabled={pending}
              data-testid="photo-input"
            />
          </label>
          <p className="mt-1 text-xs text-slate-500">{t('jobs.photos.rules')}</p>
        </div>
        {step ? (
          <p
            role="status"
            className="flex items-center gap-2 text-sm text-slate-700"
            data-testid="photo-pending"
          >
            <Spinner className="size-4" />
            {t(`jobs.photos.step.${step}`)}
          </p>
        ) : null}
        {error ? (
          <div data-testid="photo-error">
            <AlertBanner title={t('jobs.photos.failed')}>{error}</AlertBanner>
          </div>
        ) : null}
      </div>
      {photos.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('jobs.photos.empty')}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo) => (
            <li key={photo.id} className="space-y-1" data-testid="photo-item">
              <a href={photo.url} target="_blank" rel="noreferrer" className="block">
                <img
                  src={photo.url}
                  alt={photo.description || t('jobs.photos.alt')}
                  loading="lazy"
                  className="aspect-square w-full rounded-lg bg-slate-100 object-cover"
                />
              </a>
              {photo.description ? (
                <p className="text-xs break-words text-slate-700">{photo.description}</p>
              ) : null}
              <p className="flex flex-wrap items-center gap-1 text-xs text-slate-500">
                <TimeAgo timestamp={photo.timestamp} />
                <StageLabel stage={photo.stage} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
};
