// One automatic message to a customer (a payment reminder, a follow-up): sent, then written to the message log as
// sent or failed. Only the send decides whether it went: a log write failing afterwards is logged, never a resend.
import { type Language, translate } from '#domain/messages';
import { logger } from '#functions/core/logger';
import { logText, type SmsMessageItem } from '#functions/store/sharing';

/** True when the message went. `what` names it in the logs ("Reminder", "Follow-up"). */
export const sendAndLog = async (
  what: string,
  row: Omit<SmsMessageItem, 'status'>,
  language: Language,
  send: () => Promise<{ providerMessageId: string }>,
): Promise<boolean> => {
  let receipt: { providerMessageId: string } | null = null;
  try {
    receipt = await send();
  } catch (error) {
    logger.error(`${what} ${row.channel ?? 'sms'} failed`, { subjectId: row.subjectId, error });
  }
  await logText(
    receipt
      ? {
          ...row,
          status: 'sent',
          sentAt: new Date().toISOString(),
          providerMessageId: receipt.providerMessageId,
        }
      : { ...row, status: 'failed', error: translate('sms.reason.refused', language) },
  ).catch((error: unknown) => logger.error(`${what} not logged`, { subjectId: row.subjectId, error }));
  return receipt !== null;
};
