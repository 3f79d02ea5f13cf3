// The Lambda the event bus rule invokes (asynchronously: EventBridge retries, then the dead-letter queue).
// A failure throws, so the delivery is retried rather than dropped.
import type { EventBridgeEvent } from 'aws-lambda';
import { dispatchEvent } from './dispatch';

export const handler = async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
  await dispatchEvent(event['detail-type'], event.detail);
};
