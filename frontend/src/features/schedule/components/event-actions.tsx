// What else can be done with an event from its dialog: text the customer their arrival window (visits, jobs
// and repairs with a phone on file or a linked customer), and remove it — after a confirming second press.
// A job's day is the job's: it is removed by cancelling or rescheduling the job, so it offers no Remove.
import { MessageSquareText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { CalendarEvent } from '#domain/contract/customers';
import { Button } from '#frontend/components/ui/button';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { failureToast } from '#frontend/lib/failure-text';
import { useEventWrites } from '../api/calendar-events';

const canText = (event: CalendarEvent) =>
  ['quote', 'job', 'repair'].includes(event.eventType) &&
  Boolean(event.customerPhone || event.linkedHomeownerId);

export const EventActions = ({
  event,
  onRemoved,
  disabled,
}: {
  event: CalendarEvent;
  onRemoved: () => void;
  disabled: boolean;
}) => {
  const t = useT();
  const { remove, textCustomer } = useEventWrites();
  const [confirming, setConfirming] = useState(false);
  const busy = disabled || remove.isPending || textCustomer.isPending;

  const sendText = async () => {
    try {
      const sent = await textCustomer.mutateAsync(event.id);
      toast({ title: t('schedule.texted'), description: sent.text });
    } catch (error) {
      toast(failureToast(error, t, t('schedule.textFailed')));
    }
  };
  const removeEvent = async () => {
    if (!confirming) {
      setConfirming(true);
      return;
    }
    try {
      await remove.mutateAsync(event.id);
      toast({ title: t('schedule.removed') });
      onRemoved();
    } catch (error) {
      setConfirming(false);
      toast(failureToast(error, t, t('schedule.removeFailed')));
    }
  };

  return (
    <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
      {canText(event) ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void sendText()}
          disabled={busy}
          data-testid="event-text-customer"
        >
          <MessageSquareText aria-hidden="true" className="size-4" />
          {textCustomer.isPending ? t('common.sending') : t('schedule.textCustomer')}
        </Button>
      ) : null}
      {event.linkedJobId ? null : (
        <Button
          variant={confirming ? 'danger' : 'ghost'}
          size="sm"
          onClick={() => void removeEvent()}
          disabled={busy}
          data-testid="event-remove"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {confirming ? t('schedule.removeConfirm') : t('schedule.remove')}
        </Button>
      )}
    </div>
  );
};
