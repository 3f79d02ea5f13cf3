// /faqs (owners): the questions and answers of their public page, in their order and in the page's language
// (the English where there is no Spanish, with a note saying so), each with Move up/down, Edit and Delete,
// and "Add question". Every change's answer is the new list; the page reads the list itself
// and shows its own loading and failure.
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { maxFaqs } from '#domain/schemas/portal';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { failureToast } from '#frontend/lib/failure-text';
import { type Faq, faqsQueryOptions, useChangeFaq, useDeleteFaq } from '../api/portal';
import { inLanguage, lacksSpanish } from '../portal-display';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { EntryActions } from './entry-actions';
import { FaqDialog } from './faq-dialog';
import { PortalListFrame, PortalPage } from './portal-list-frame';

const FaqListView = () => {
  const t = useT();
  const { faqs } = useSuspenseQuery(faqsQueryOptions()).data;
  const change = useChangeFaq();
  const remove = useDeleteFaq();
  /** The dialog open: undefined for none, null to add, a question to edit. */
  const [editing, setEditing] = useState<Faq | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Faq | null>(null);

  const move = (entry: Faq, order: number) =>
    change.mutate(
      { id: entry.id, change: { order } },
      {
        onSuccess: () => toast({ title: t('portal.moved') }),
        onError: (error) => toast(failureToast(error, t, t('portal.moveFailed'))),
      },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: t('faqs.deleted'), description: inLanguage(deleting.question, t.lang) });
        setDeleting(null);
      },
      onError: (error) => toast(failureToast(error, t, t('portal.deleteFailed'))),
    });
  };

  return (
    <>
      <PortalListFrame
        title={t('feature.faqs')}
        subtitle={t('faqs.subtitle')}
        addLabel={t('faqs.add')}
        listTitle={t('faqs.list')}
        emptyTitle={t('faqs.empty')}
        emptyDetail={t('faqs.emptyDetail')}
        count={faqs.length}
        max={maxFaqs}
        onAdd={() => setEditing(null)}
        testId="faqs"
      >
        {faqs.map((entry, index) => (
          <li key={entry.id} className="py-4" data-testid="faq" data-question={entry.question.en}>
            <h3 className="font-semibold break-words text-slate-900" data-testid="faq-question">
              {inLanguage(entry.question, t.lang)}
            </h3>
            <p
              className="mt-1 text-sm break-words whitespace-pre-line text-slate-700"
              data-testid="faq-answer"
            >
              {inLanguage(entry.answer, t.lang)}
            </p>
            {lacksSpanish(entry.question) || lacksSpanish(entry.answer) ? (
              <p className="mt-1 text-xs text-slate-600" data-testid="faq-no-spanish">
                {t('faqs.noSpanish')}
              </p>
            ) : null}
            <EntryActions
              index={index}
              length={faqs.length}
              busy={change.isPending}
              onMove={(order) => move(entry, order)}
              onEdit={() => setEditing(entry)}
              onDelete={() => setDeleting(entry)}
            />
          </li>
        ))}
      </PortalListFrame>
      {editing === undefined ? null : (
        <FaqDialog key={editing?.id ?? 'new'} entry={editing} onClose={() => setEditing(undefined)} />
      )}
      <DeleteEntryDialog
        open={deleting !== null}
        title={t('faqs.deleteTitle')}
        detail={t('faqs.deleteDetail')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};

/** The page: its list once loaded (a spinner until then), or why it could not load, with a retry. */
export const FaqsPage = () => {
  const t = useT();
  return (
    <PortalPage title={t('feature.faqs')} loadFailed={t('faqs.loadFailed')} testId="faqs">
      <FaqListView />
    </PortalPage>
  );
};
