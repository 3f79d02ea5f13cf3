// The Lambda the event bus rule invokes (asynchronously: EventBridge retries, then the dead-letter queue).
// A failure throws, so the delivery is retried rather than dropped.
import type { EventBridgeEvent } from 'aws-lambda';
import { dispatchEvent } from '#functions/core/events/dispatch';
import { logger, withLogScope } from '#functions/core/logger';

export const handler = async (event: EventBridgeEvent<string, unknown>): Promise<void> =>
  withLogScope({ entry: 'event', eventType: event['detail-type'], deliveryId: event.id }, async () => {
    try {
      await dispatchEvent(event['detail-type'], event.detail);
      logger.info('event handled');
    } catch (error) {
      logger.error('event not handled; EventBridge will retry', { error: error as Error });
      throw error;
    }
  });
