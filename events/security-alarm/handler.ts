// The Lambda the operator alarm topic invokes with each CloudWatch alarm message: a surge of WAF blocks
// becomes a security alert in the admin area (functions/core/security/waf-alarm.ts); other alarms are only
// emailed to the operator, as before.
import type { SNSEvent } from 'aws-lambda';
import { logger, withLogScope } from '#functions/core/logger';
import { handleOperatorAlarm } from '#functions/core/security/waf-alarm';

export const handler = async (event: SNSEvent): Promise<void> => {
  for (const record of event.Records ?? []) {
    await withLogScope({ entry: 'security-alarm', deliveryId: record.Sns?.MessageId }, async () => {
      const outcome = await handleOperatorAlarm(record.Sns?.Message ?? '');
      logger.info('Operator alarm read', { outcome });
    });
  }
};
