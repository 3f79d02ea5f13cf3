// The Lambda the inbound-SMS topic invokes (asynchronously: Lambda retries twice, then the dead-letter queue)
// with a customer's reply, as AWS End User Messaging SMS (two-way SMS) publishes it. A message that is not a
// reply is logged and dropped, since retrying cannot mend it; a failure to handle a reply throws, so it is
// retried — and a reply delivered twice is answered once (handleInboundSms keeps its id).
import type { SNSEvent } from 'aws-lambda';
import { logger, withLogScope } from '#functions/core/logger';
import { handleInboundSms } from '#functions/core/texting/inbound-sms';
import { parseTwoWaySms } from '#functions/core/texting/two-way-sms';

export const handler = async (event: SNSEvent): Promise<void> => {
  for (const record of event.Records ?? []) {
    await withLogScope({ entry: 'sms-inbound', deliveryId: record.Sns?.MessageId }, async () => {
      const reply = parseTwoWaySms(record.Sns?.Message ?? '');
      if (!reply) {
        logger.warn('Not a two-way SMS reply: dropped');
        return;
      }
      try {
        const outcome = await handleInboundSms(reply);
        logger.info('Reply handled', { outcome });
      } catch (error) {
        logger.error('Reply not handled; Lambda will retry', { error: error as Error });
        throw error;
      }
    });
  }
};
