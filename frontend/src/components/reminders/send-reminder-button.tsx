// Send Reminder for an unpaid milestone (SPEC §2, §4, §8), under a bell item and beside an owed payment on
// the dashboard: 'Sending...' while the call runs, then '✓ Reminder sent'; a toast tells success ('Reminder
// Sent') or failure ('Error' with the server's message or 'Failed to send reminder. Please try again.').
import { Send } from 'lucide-react';
import { Button } from '#frontend/components/ui/button';
import { Spinner } from '#frontend/components/ui/spinner';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { failureToast } from '#frontend/lib/failure-text';
import { useSendPaymentReminder } from '#frontend/lib/payment-reminders';

interface SendReminderButtonProps {
  milestoneId: string;
  /** A reminder already went out (as the last read said). */
  reminderSent: boolean;
  /** Names the button for screen readers when several stand side by side (e.g. "… for Pat Lee"). */
  accessibleName?: string;
}

export const SendReminderButton = ({
  milestoneId,
  reminderSent,
  accessibleName,
}: SendReminderButtonProps) => {
  const t = useT();
  const send = useSendPaymentReminder();

  // Until the refetched read arrives, the successful call itself says it was sent.
  if (reminderSent || send.isSuccess) {
    return (
      <p className="text-xs font-medium text-green-700" data-testid="reminder-sent">
        {t('notifications.reminderSent')}
      </p>
    );
  }

  const onSend = () =>
    send.mutate(milestoneId, {
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
      aria-label={accessibleName}
      data-testid="send-reminder"
    >
      {send.isPending ? <Spinner className="size-4" /> : <Send aria-hidden="true" className="size-4" />}
      {send.isPending ? t('common.sending') : t('notifications.sendReminder')}
    </Button>
  );
};
