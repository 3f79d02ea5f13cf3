// Where a rep's discount beyond the owner's limit stands, on the quote view (docs/api.md "Discount review"):
// pending — "X% off needs the owner's approval — limit Y%", with Approve and Reject (and an optional note) for
// the owner and "Waiting for the owner's approval" for the rep; rejected — the owner's note and what to do;
// approved — a small line naming who approved it. Nothing when no review was needed; never on paper.
import { BadgeCheck, BadgePercent, Check, X } from 'lucide-react';
import { useState } from 'react';
import type { QuoteDiscount } from '#domain/contract/quotes';
import { TextAreaField } from '#frontend/components/fields/text-area-field';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { Spinner } from '#frontend/components/ui/spinner';
import { toast } from '#frontend/components/ui/toast-store';
import { type TFunction, useT } from '#frontend/i18n/use-t';
import { useTeamSettings } from '#frontend/lib/team-settings';
import type { Quote } from '../api/get-quote';
import { useReviewDiscount } from '../api/review-discount';
import { formatDiscountPercent } from '../discount-rules';

type Decision = 'approve' | 'reject';

/** The owner's answer: an optional note for the rep, then Approve or Reject. */
const OwnerAnswer = ({ quote, contractorId }: { quote: Quote; contractorId: string }) => {
  const t = useT();
  const review = useReviewDiscount(quote.id, contractorId);
  const [note, setNote] = useState('');
  const [answering, setAnswering] = useState<Decision | null>(null);
  const rep = quote.assignedTo?.name;

  const answer = (decision: Decision) => {
    setAnswering(decision);
    review.mutate(
      { decision, note: note.trim() },
      {
        onSuccess: () =>
          toast({
            title: t(
              decision === 'approve' ? 'quote.discountReview.approved' : 'quote.discountReview.rejected',
            ),
          }),
        onError: (error) =>
          toast({
            title: t('quote.discountReview.failed'),
            description: t.localize(error.message),
            variant: 'destructive',
          }),
        onSettled: () => setAnswering(null),
      },
    );
  };

  return (
    <div className="mt-3 space-y-3">
      <p>{t('quote.discountReview.ownerAsk')}</p>
      <TextAreaField
        label={rep ? t('quote.discountReview.note', { name: rep }) : t('quote.discountReview.noteNoName')}
        value={note}
        onValueChange={setNote}
        maxLength={500}
        rows={2}
        data-testid="discount-review-note"
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => answer('approve')} disabled={review.isPending} data-testid="discount-approve">
          {answering === 'approve' ? (
            <Spinner className="size-4" />
          ) : (
            <Check aria-hidden="true" className="size-4" />
          )}
          {t('quote.discountReview.approve')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => answer('reject')}
          disabled={review.isPending}
          data-testid="discount-reject"
        >
          {answering === 'reject' ? (
            <Spinner className="size-4" />
          ) : (
            <X aria-hidden="true" className="size-4" />
          )}
          {t('quote.discountReview.reject')}
        </Button>
      </div>
    </div>
  );
};

const PendingReview = ({
  quote,
  contractorId,
  isOwner,
}: {
  quote: Quote;
  contractorId: string;
  isOwner: boolean;
}) => {
  const t = useT();
  const limitPercent = useTeamSettings(true).data?.repDiscountLimitPercent;
  const limit = limitPercent === undefined ? undefined : formatDiscountPercent(limitPercent, t.lang);
  const percent = formatDiscountPercent(quote.discount.percent, t.lang);
  return (
    <div
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 print:hidden"
      data-testid="discount-review-pending"
    >
      <BadgePercent aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {limit === undefined
            ? t('quote.discountReview.titleNoLimit', { percent })
            : t('quote.discountReview.title', { percent, limit })}
        </p>
        {isOwner ? (
          <OwnerAnswer quote={quote} contractorId={contractorId} />
        ) : (
          <p>{t('quote.discountReview.waiting')}</p>
        )}
      </div>
    </div>
  );
};

const ownerNoteText = (t: TFunction, discount: QuoteDiscount): string | null => {
  if (!discount.note) return null;
  return discount.reviewedBy
    ? t('quote.discountReview.noteFrom', { name: discount.reviewedBy.name, note: discount.note })
    : t('quote.discountReview.ownerNote', { note: discount.note });
};

export const DiscountReviewBanner = ({
  quote,
  contractorId,
  isOwner,
}: {
  quote: Quote;
  contractorId: string;
  isOwner: boolean;
}) => {
  const t = useT();
  const { discount } = quote;
  const note = ownerNoteText(t, discount);
  const percent = formatDiscountPercent(discount.percent, t.lang);
  switch (discount.review) {
    case 'pending':
      return <PendingReview quote={quote} contractorId={contractorId} isOwner={isOwner} />;
    case 'rejected':
      return (
        <div className="print:hidden" data-testid="discount-review-rejected">
          <AlertBanner title={t('quote.discountReview.rejectedTitle', { percent })}>
            {note ? <p data-testid="discount-review-owner-note">{note}</p> : null}
            <p>{t('quote.discount.rejected')}</p>
          </AlertBanner>
        </div>
      );
    case 'approved':
      return (
        <div className="space-y-1 text-sm text-slate-700 print:hidden" data-testid="discount-review-approved">
          <p className="flex items-center gap-1.5">
            <BadgeCheck aria-hidden="true" className="size-4 text-green-700" />
            {discount.reviewedBy
              ? t('quote.discountReview.approvedBy', { percent, name: discount.reviewedBy.name })
              : t('quote.discountReview.approvedNoName', { percent })}
          </p>
          {note ? <p className="pl-5.5 text-slate-600">{note}</p> : null}
        </div>
      );
    default:
      return null;
  }
};
