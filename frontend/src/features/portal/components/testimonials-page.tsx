// /testimonials (owners): the testimonials of their public page, in their order — who said it, where, the
// stars, the words, when, and whether it is shown — each with Move up/down, Edit, Show/Hide and Delete, and
// "Add testimonial". Every change's answer is the new list; the page reads the list itself
// and shows its own loading and failure.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { maxTestimonials } from '#domain/schemas/portal';
import { Button } from '#frontend/components/ui/button';
import { StatusPill } from '#frontend/components/ui/status-pill';
import { toast } from '#frontend/components/ui/toast-store';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { failureToast } from '#frontend/lib/failure-text';
import { formatVisitDate } from '#frontend/lib/visit-times';
import {
  type Testimonial,
  testimonialsQueryOptions,
  useChangeTestimonial,
  useDeleteTestimonial,
} from '../api/portal';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { EntryActions } from './entry-actions';
import { PortalListFrame, PortalPage } from './portal-list-frame';
import { StarRating } from './star-rating';
import { TestimonialDialog } from './testimonial-dialog';

const TestimonialListView = () => {
  const t = useT();
  const { testimonials } = useSuspenseQuery(testimonialsQueryOptions()).data;
  const change = useChangeTestimonial();
  const remove = useDeleteTestimonial();
  /** The dialog open: undefined for none, null to add, a testimonial to edit. */
  const [editing, setEditing] = useState<Testimonial | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Testimonial | null>(null);

  const move = (entry: Testimonial, order: number) =>
    change.mutate(
      { id: entry.id, change: { order } },
      {
        onSuccess: () => toast({ title: t('portal.moved') }),
        onError: (error) => toast(failureToast(error, t, t('portal.moveFailed'))),
      },
    );
  const toggle = (entry: Testimonial) =>
    change.mutate(
      { id: entry.id, change: { shown: !entry.shown } },
      {
        onSuccess: () =>
          toast({
            title: t(entry.shown ? 'testimonials.nowHidden' : 'testimonials.nowShown', {
              name: entry.customerName,
            }),
          }),
        onError: (error) => toast(failureToast(error, t, t('testimonials.saveFailed'))),
      },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: t('testimonials.deleted'), description: deleting.customerName });
        setDeleting(null);
      },
      onError: (error) => toast(failureToast(error, t, t('portal.deleteFailed'))),
    });
  };

  return (
    <>
      <PortalListFrame
        title={t('feature.testimonials')}
        subtitle={t('testimonials.subtitle')}
        addLabel={t('testimonials.add')}
        listTitle={t('testimonials.list')}
        emptyTitle={t('testimonials.empty')}
        emptyDetail={t('testimonials.emptyDetail')}
        count={testimonials.length}
        max={maxTestimonials}
        onAdd={() => setEditing(null)}
        testId="testimonials"
      >
        {testimonials.map((entry, index) => (
          <li
            key={entry.id}
            className="py-4"
            data-testid="testimonial"
            data-name={entry.customerName}
            data-shown={entry.shown}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="font-semibold break-words text-slate-900">{entry.customerName}</h3>
                {entry.town ? <p className="text-sm text-slate-600">{entry.town}</p> : null}
              </div>
              <StatusPill
                status={entry.shown ? 'shown' : 'hidden'}
                tone={entry.shown ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'}
                testId="testimonial-visibility"
              >
                {t(entry.shown ? 'portal.shown' : 'portal.hidden')}
              </StatusPill>
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
              <StarRating rating={entry.rating} />
              <time dateTime={entry.date} className="text-xs text-slate-600">
                {formatVisitDate(entry.date, localeOf(t.lang))}
              </time>
            </div>
            <blockquote className="mt-2 text-sm break-words whitespace-pre-line text-slate-800">
              {entry.text}
            </blockquote>
            <EntryActions
              index={index}
              length={testimonials.length}
              busy={change.isPending}
              onMove={(order) => move(entry, order)}
              onEdit={() => setEditing(entry)}
              onDelete={() => setDeleting(entry)}
            >
              <Button
                variant="secondary"
                size="sm"
                disabled={change.isPending}
                onClick={() => toggle(entry)}
                data-testid="testimonial-toggle"
              >
                {entry.shown ? (
                  <EyeOff aria-hidden="true" className="size-4" />
                ) : (
                  <Eye aria-hidden="true" className="size-4" />
                )}
                {t(entry.shown ? 'portal.hide' : 'portal.show')}
              </Button>
            </EntryActions>
          </li>
        ))}
      </PortalListFrame>
      {editing === undefined ? null : (
        <TestimonialDialog key={editing?.id ?? 'new'} entry={editing} onClose={() => setEditing(undefined)} />
      )}
      <DeleteEntryDialog
        open={deleting !== null}
        title={t('testimonials.deleteTitle')}
        detail={t('testimonials.deleteDetail', { name: deleting?.customerName ?? '' })}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};

/** The page: its list once loaded (a spinner until then), or why it could not load, with a retry. */
export const TestimonialsPage = () => {
  const t = useT();
  return (
    <PortalPage
      title={t('feature.testimonials')}
      loadFailed={t('testimonials.loadFailed')}
      testId="testimonials"
    >
      <TestimonialListView />
    </PortalPage>
  );
};
