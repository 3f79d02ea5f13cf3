// The builder's save with no signal: the new quote (and its new customer) is kept in the device's queue
// with the save's idempotency key and the total the device priced, and syncs once there is a connection
// (lib/offline). The builder then shows what was kept, with "Text quote after sync".
import { useState } from 'react';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { useCurrentUser } from '#frontend/lib/current-user';
import { type QuoteToQueue, queueQuote, setTextAfterSync } from '#frontend/lib/offline/outbox';
import type { BuilderValues } from './builder-values';

export interface OfflineSaved {
  entryId: string;
  customerName: string;
  localTotal: number;
  /** "Text quote after sync" was asked for. */
  text: boolean;
}

/** How the queue names the quote: the picked customer as the builder shows them, or the new person's name. */
export const queuedCustomerName = (values: BuilderValues): string =>
  values.homeownerId
    ? values.customerLabel
    : [values.newCustomer.firstName, values.newCustomer.lastName]
        .map((part) => part.trim())
        .join(' ')
        .trim();

export const useOfflineSave = () => {
  const t = useT();
  const userId = useCurrentUser().data?.id;
  const [saved, setSaved] = useState<OfflineSaved | null>(null);

  const keep = async (quote: QuoteToQueue): Promise<void> => {
    try {
      if (!userId) throw new Error('Nobody is signed in');
      const entry = await queueQuote(userId, quote);
      setSaved({
        entryId: entry.id,
        customerName: quote.customerName,
        localTotal: quote.localTotal,
        text: false,
      });
      toast({ title: t('offline.saved.title') });
    } catch (error) {
      console.warn('Could not queue the quote.', error);
      toast({ title: t('offline.saved.failed'), variant: 'destructive' });
    }
  };

  const textAfterSync = async (): Promise<void> => {
    if (!userId || !saved) return;
    if (await setTextAfterSync(userId, saved.entryId, true)) setSaved({ ...saved, text: true });
    else toast({ title: t('offline.saved.alreadySynced') });
  };

  return { saved, keep, textAfterSync, startOver: () => setSaved(null) };
};

export type OfflineSave = ReturnType<typeof useOfflineSave>;
