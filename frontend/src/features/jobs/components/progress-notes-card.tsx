// How the work is going: notes newest first with who wrote them, when and at which stage, and a box to
// add one (not empty, at most 2000 characters). A new note is tagged with the job's current status.

import { progressNoteSchema } from '#domain/schemas/job';
import { useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { SectionCard } from '#frontend/components/ui/section-card';
import { TimeAgo } from '#frontend/components/ui/time-ago';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { failureText } from '#frontend/lib/failure-text';
import { useAddProgressNote } from '../api/add-progress-note';
import type { AnyJob, ProgressNote } from '../api/get-job';
import type { FormProblems } from '../form-problem';
import { firstErrors, rulesValidator } from '../job-form-errors';
import { NewestFirstList } from './newest-first-list';
import { StageLabel } from './stage-label';

const MAX_NOTE_LENGTH = 2000;

const useProgressNoteForm = (job: AnyJob) => {
  const t = useT();
  const add = useAddProgressNote(job.id);
  const toRequest = ({ note }: { note: string }) => ({ note: note.trim(), stage: job.status });
  const form = useAppForm({
    defaultValues: { note: '' },
    validators: {
      onSubmit: firstErrors([
        rulesValidator(
          ({ note }: { note: string }): FormProblems =>
            note.trim() === '' ? { note: { key: 'jobs.notes.required' } } : {},
          t,
        ),
        schemaValidator(progressNoteSchema, toRequest),
      ]),
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        await add.mutateAsync(toRequest(value));
        formApi.reset();
        toast({ title: t('jobs.notes.added') });
      } catch (error) {
        formApi.setErrorMap({
          onSubmit: { fields: { note: failureText(error, t, t('jobs.notes.failed')) } },
        });
      }
    },
  });
  return { form, pending: add.isPending };
};

const NoteItem = ({ item }: { item: ProgressNote }) => (
  <li className="py-3" data-testid="progress-note">
    <p className="text-sm break-words whitespace-pre-line text-slate-900">{item.note}</p>
    <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
      {item.author ? <span>{item.author}</span> : null}
      <TimeAgo timestamp={item.timestamp} />
      <StageLabel stage={item.stage} />
    </p>
  </li>
);

export const ProgressNotesCard = ({ job }: { job: AnyJob }) => {
  const t = useT();
  const { form, pending } = useProgressNoteForm(job);

  return (
    <SectionCard title={t('jobs.notes.title')} testId="job-progress-notes">
      <KitForm form={form} className="space-y-2">
        <form.AppField name="note">
          {(field) => (
            <field.TextAreaField
              label={t('jobs.notes.label')}
              placeholder={t('jobs.notes.placeholder')}
              maxLength={MAX_NOTE_LENGTH}
              disabled={pending}
              data-testid="progress-note-input"
            />
          )}
        </form.AppField>
        <div className="flex justify-end">
          <form.SubmitButton size="md" data-testid="progress-note-add">
            {t('jobs.notes.add')}
          </form.SubmitButton>
        </div>
      </KitForm>
      <NewestFirstList
        items={job.progressNotes}
        emptyText={t('jobs.notes.empty')}
        className="divide-y divide-slate-100"
        renderItem={(item) => <NoteItem key={item.id} item={item} />}
      />
    </SectionCard>
  );
};
