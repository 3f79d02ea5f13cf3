// How the work is going: notes newest first with who wrote them, when and at which stage, and a box to
// add one (not empty, at most 2000 characters). A new note is tagged with the job's current status.
import { type FormEvent, useState } from 'react';
import { Button } from '#frontend/components/ui/button';
import { Spinner } from '#frontend/components/ui/spinner';
import { TimeAgo } from '#frontend/components/ui/time-ago';
import { toast } from '#frontend/components/ui/toast-store';
import { SectionCard } from '#frontend/features/quotes/components/form-controls';
import { useT } from '#frontend/i18n/use-t';
import { useAddProgressNote } from '../api/add-progress-note';
import type { Job } from '../api/get-job';
import { newestFirst } from '../newest-first';
import { StageLabel } from './stage-label';
import { TextAreaField } from './text-area-field';

const MAX_NOTE_LENGTH = 2000;

export const ProgressNotesCard = ({ job }: { job: Job }) => {
  const t = useT();
  const add = useAddProgressNote(job.id);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const pending = add.isPending;
  const notes = newestFirst(job.progressNotes);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const text = note.trim();
    if (text === '') {
      setError(t('jobs.notes.required'));
      return;
    }
    setError(undefined);
    add.mutate(
      { note: text, stage: job.status },
      {
        onSuccess: () => {
          setNote('');
          toast({ title: t('jobs.notes.added') });
        },
        onError: (failure) =>
          setError(failure.message ? t.localize(failure.message) : t('jobs.notes.failed')),
      },
    );
  };

  return (
    <SectionCard title={t('jobs.notes.title')} testId="job-progress-notes">
      <form noValidate onSubmit={onSubmit} className="space-y-2">
        <TextAreaField
          label={t('jobs.notes.label')}
          placeholder={t('jobs.notes.placeholder')}
          value={note}
          maxLength={MAX_NOTE_LENGTH}
          onChange={(event) => setNote(event.target.value)}
          error={error}
          disabled={pending}
          data-testid="progress-note-input"
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={pending} data-testid="progress-note-add">
            {pending ? <Spinner className="size-4" /> : null}
            {t('jobs.notes.add')}
          </Button>
        </div>
      </form>
      {notes.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('jobs.notes.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {notes.map((item) => (
            <li key={item.id} className="py-3" data-testid="progress-note">
              <p className="text-sm break-words whitespace-pre-line text-slate-900">{item.note}</p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                {item.author ? <span>{item.author}</span> : null}
                <TimeAgo timestamp={item.timestamp} />
                <StageLabel stage={item.stage} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
};
