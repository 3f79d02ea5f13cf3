// The Send Reminder button under an overdue-milestone item (SPEC §2, §4, §8): 'Sending...' while the call
// runs, then '✓ Reminder sent'; a toast tells success ('Reminder Sent') or failure ('Error' with the
// server's message or 'Failed to send reminder. Please try again.').
import { Send } from 'lucide-react';
import { Button } from '#frontend/components/ui/button';
import { Spinner } from '#frontend/components/ui/spinner';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { failureToast } from '#frontend/lib/failure-text';
import { useSendPaymentReminder } from '../api/send-payment-reminder';
import type { AppNotification } from '../notification-model';

export const SendReminderAction = ({ notification }: { notification: AppNotification }) => {
  const t = useT();
  const send = useSendPaymentReminder();

  // Until the refetched feed arrives, the successful call itself says it was sent.
  if (notification.reminderSent || send.isSuccess) {
    return (
      <p className="text-xs font-medium text-green-700" data-testid="reminder-sent">
        {t('notifications.reminderSent')}
      </p>
    );
  }

  const onSend = () =>
    send.mutate(notification.id, {
      onSuccess: () =>
        toast({
          title: t('notifications.reminderSentTitle'),
          description: t('notifications.reminderSentDescription'),
        }),
      onError: (error) => toast(failureToast(error, t, t('notifications.reminderFailed'))),
    });

  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={onSend}
      disabled={send.isPending}
      data-testid="send-reminder"
    >
      {send.isPending ? <Spinner className="size-4" /> : <Send aria-hidden="true" className="size-4" />}
      {send.isPending ? t('common.sending') : t('notifications.sendReminder')}
    </Button>
  );
};
