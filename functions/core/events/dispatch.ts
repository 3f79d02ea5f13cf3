// Routes one delivered event to its consumers (each makes its effect once) after checking its shape. Used by the consumer Lambda in
// AWS and by the in-process bus locally, so both run the same code.
import { type DomainEvent, domainEventSchemas, isDomainEventType } from '#domain/events';
import { startFollowUps } from '../follow-ups/start-follow-ups';
import { notifyPaymentReceived } from '../notifications/notify-payment-received';
import { notifyQuoteApproved } from '../notifications/notify-quote-approved';
import { rollEvent } from '../rollups/roll-events';

export const dispatchEvent = async (detailType: string, detail: unknown): Promise<void> => {
  if (!isDomainEventType(detailType)) throw new Error(`No consumer for event type ${detailType}`);
  const event = { detailType, detail: domainEventSchemas[detailType].parse(detail) } as DomainEvent;
  if (event.detailType === 'quote.approved') await notifyQuoteApproved(event.detail);
  if (event.detailType === 'payment.received') await notifyPaymentReceived(event.detail);
  await startFollowUps(event);
  // Every event may move the rollups.
  await rollEvent(event);
};
