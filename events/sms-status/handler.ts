// The Lambda the SMS delivery-status log groups' subscription filters invoke (asynchronously: Lambda retries
// twice, then the dead-letter queue) with a batch of SNS delivery-status lines. A payload or line that is no
// report is logged and dropped; a failure to record one throws, so the batch is retried (recording is
// idempotent: a row that already ended does not move).
import type { CloudWatchLogsEvent } from 'aws-lambda';
import { logger, withLogScope } from '#functions/core/logger';
import {
  type DeliveryOutcome,
  readDeliveryLogs,
  recordDeliveryReport,
} from '#functions/core/texting/delivery-status';

export const handler = async (event: CloudWatchLogsEvent): Promise<void> =>
  withLogScope({ entry: 'sms-status', runId: crypto.randomUUID() }, async () => {
    const logs = readDeliveryLogs(event.awslogs?.data ?? '');
    if (!logs) {
      logger.warn('Not a CloudWatch Logs payload: dropped');
      return;
    }
    const outcomes: Record<DeliveryOutcome, number> = { delivered: 0, failed: 0, unchanged: 0, unknown: 0 };
    try {
      for (const report of logs.reports) outcomes[await recordDeliveryReport(report)] += 1;
    } catch (error) {
      logger.error('Delivery reports not recorded; Lambda will retry', { error: error as Error });
      throw error;
    }
    logger.info('Delivery reports read', { ...outcomes, skipped: logs.skipped });
  });
