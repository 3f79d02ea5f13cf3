// Completion photos: thumbnails newest first, and adding one from the phone's camera or files. A file
// that is not a JPEG, PNG or WebP, or is over 10 MB, is refused here before anything is sent; the upload
// shows which step it is on and any failure stays on screen. Picking a file submits the form: the
// description typed above goes with it.

import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import * as z from 'zod/mini';
import { photoSchema } from '#domain/schemas/job';
import { useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { submitForm } from '#frontend/components/form/submit-form';
import { SectionCard } from '#frontend/components/ui/section-card';
import { Spinner } from '#frontend/components/ui/spinner';
import { TimeAgo } from '#frontend/components/ui/time-ago';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { failureText } from '#frontend/lib/failure-text';
import type { AnyJob, CompletionPhoto } from '../api/get-job';
import { type PhotoUploadStep, useUploadJobPhoto } from '../api/upload-photo';

import { isPhotoContentType, type PhotoContentType, photoAccept, photoProblem } from '../photo-upload-rules';
import { NewestFirstList } from './newest-first-list';
import { StageLabel } from './stage-label';

/** What the schema checks before the upload: the description and stage that go with the photo. */
const photoDetailsSchema = z.pick(photoSchema, { description: true, stage: true });

interface PickedPhoto {
  file: File;
  contentType: PhotoContentType;
}

const usePhotoForm = (job: AnyJob) => {
  const t = useT();
  const upload = useUploadJobPhoto(job.id);
  const [step, setStep] = useState<PhotoUploadStep | null>(null);
  const toRequest = ({ description }: { description: string }) => ({
    description: description.trim(),
    stage: job.status,
  });
  const form = useAppForm({
    defaultValues: { description: '' },
    onSubmitMeta: null as PickedPhoto | null,
    validators: { onSubmit: schemaValidator(photoDetailsSchema, toRequest) },
    onSubmit: async ({ value, formApi, meta }) => {
      if (!meta) return;
      const { description, stage } = toRequest(value);
      try {
        await upload.mutateAsync({
          file: meta.file,
          contentType: meta.contentType,
          ...(description ? { description } : {}),
          stage,
          onStep: setStep,
        });
        formApi.reset();
        toast({ title: t('jobs.photos.added') });
      } catch (failure) {
        formApi.setErrorMap({
          onSubmit: { form: failureText(failure, t, t('jobs.photos.failed')), fields: {} },
        });
      } finally {
        setStep(null);
      }
    },
  });

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once so picking the same file again after a failure still fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = photoProblem(file);
    const contentType = file.type;
    if (problem || !isPhotoContentType(contentType)) {
      const text = t(`jobs.photos.problem.${problem ?? 'type'}`, { name: file.name });
      form.setErrorMap({ onSubmit: { form: text, fields: {} } });
      return;
    }
    // A refused earlier pick must not hold this one back.
    void submitForm(form, { file, contentType });
  };

  return { form, step, onPick, pending: upload.isPending };
};

const PhotoItem = ({ photo }: { photo: CompletionPhoto }) => {
  const t = useT();
  return (
    <li className="space-y-1" data-testid="photo-item">
      <a href={photo.url} target="_blank" rel="noreferrer" className="block">
        <img
          src={photo.url}
          alt={photo.description || t('jobs.photos.alt')}
          loading="lazy"
          className="aspect-square w-full rounded-lg bg-slate-100 object-cover"
        />
      </a>
      {photo.description ? <p className="text-xs break-words text-slate-700">{photo.description}</p> : null}
      <p className="flex flex-wrap items-center gap-1 text-xs text-slate-500">
        <TimeAgo timestamp={photo.timestamp} />
        <StageLabel stage={photo.stage} />
      </p>
    </li>
  );
};

export const CompletionPhotosCard = ({ job }: { job: AnyJob }) => {
  const t = useT();
  const inputId = useId();
  const { form, step, onPick, pending } = usePhotoForm(job);

  return (
    <SectionCard title={t('jobs.photos.title')} testId="job-photos">
      <form noValidate onSubmit={(event) => event.preventDefault()} className="space-y-3">
        <form.AppField name="description">
          {(field) => (
            <field.TextField
              label={t('jobs.photos.description')}
              hint={t('jobs.photos.descriptionHint')}
              maxLength={500}
              disabled={pending}
              data-testid="photo-description"
            />
          )}
        </form.AppField>
        <div>
          {/* The input sits inside its label, which names it: no `for`, whose target a checker may not see. */}
          <label
            className={`inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
              pending ? 'pointer-events-none opacity-60' : ''
            }`}
          >
            {pending ? <Spinner className="size-4" /> : <ImagePlus aria-hidden="true" className="size-4" />}
            {t('jobs.photos.add')}
            {/* The file picker is the form's submit: no kit field picks files. */}
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
        <form.AppForm>
          <form.FormError title={t('jobs.photos.failed')} data-testid="photo-error" />
        </form.AppForm>
      </form>
      <NewestFirstList
        items={job.completionPhotos}
        emptyText={t('jobs.photos.empty')}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3"
        renderItem={(photo) => <PhotoItem key={photo.id} photo={photo} />}
      />
    </SectionCard>
  );
};
