// The quote view's status moves (SPEC §4): one button per legal move of the current status, none for a
// lost quote. Losing a quote is final, so it is confirmed in a dialog first. Success and failure are told
// in a toast; when someone else moved the quote first, the latest quote is fetched again. Mark as sent is off
// while the quote's discount waits for (or was refused by) the owner.
import { useState } from 'react';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { Spinner } from '#frontend/components/ui/spinner';
import { toast } from '#frontend/components/ui/toast-store';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { isStaleQuoteError, useChangeQuoteStatus } from '../api/change-quote-status';
import type { Quote } from '../api/get-quote';
import { moveNeedsConfirmation, type OfferedQuoteMove, offeredQuoteMoves } from '../quote-status-moves';

export const QuoteStatusActions = ({
  quote,
  contractorId,
  sendBlockedBy,
}: {
  quote: Quote;
  contractorId: string;
  /** The id of the text saying why the quote cannot be marked sent now (its discount review). */
  sendBlockedBy?: string | undefined;
}) => {
  const t = useT();
  const change = useChangeQuoteStatus(quote.id, contractorId);
  const [confirming, setConfirming] = useState<OfferedQuoteMove | null>(null);
  const [moving, setMoving] = useState<OfferedQuoteMove | null>(null);
  const moves = offeredQuoteMoves(quote.status);
  const pending = change.isPending;

  const move = (to: OfferedQuoteMove) => {
    setMoving(to);
    change.mutate(
      { status: to, version: quote.version },
      {
        onSuccess: () => {
          const status = t(`quoteStatus.${to}`).toLocaleLowerCase(localeOf(t.lang));
          toast({ title: t('quote.move.done', { status }) });
          setConfirming(null);
        },
        onError: (error) => {
          setConfirming(null);
          if (isStaleQuoteError(error)) {
            toast({
              title: t('quote.move.staleTitle'),
              description: t('quote.move.staleDescription'),
              variant: 'destructive',
            });
            return;
          }
          toast({
            title: t('form.statusChangeFailed'),
            description: error.message ? t.localize(error.message) : t('form.statusChangeFailed'),
            variant: 'destructive',
          });
        },
        onSettled: () => setMoving(null),
      },
    );
  };

  const onMove = (to: OfferedQuoteMove) => {
    if (moveNeedsConfirmation(to)) setConfirming(to);
    else move(to);
  };

  if (moves.length === 0) {
    return (
      <p className="text-sm text-slate-600" data-testid="quote-moves-none">
        {t('quote.move.none')}
      </p>
    );
  }

  return (
    <>
      <fieldset className="flex flex-wrap gap-2 sm:justify-end" data-testid="quote-moves">
        <legend className="sr-only">{t('quote.move.group')}</legend>
        {moves.map((to) => (
          <Button
            key={to}
            size="sm"
            variant={to === 'lost' ? 'ghost' : 'secondary'}
            onClick={() => onMove(to)}
            disabled={pending || (to === 'sent' && sendBlockedBy !== undefined)}
            aria-describedby={to === 'sent' ? sendBlockedBy : undefined}
            data-move={to}
          >
            {moving === to && !confirming ? <Spinner className="size-4" /> : null}
            {t(`quote.move.${to}`)}
          </Button>
        ))}
      </fieldset>
      <Dialog
        open={confirming !== null}
        onClose={pending ? () => undefined : () => setConfirming(null)}
        title={t('quote.move.lostTitle')}
        testId="quote-lost-dialog"
      >
        <p className="text-sm text-slate-700">{t('quote.move.lostConfirm', { number: quote.number })}</p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(null)} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={() => confirming && move(confirming)} disabled={pending}>
            {pending ? <Spinner className="size-4" /> : null}
            {t('quote.move.lostSubmit')}
          </Button>
        </div>
      </Dialog>
    </>
  );
};
