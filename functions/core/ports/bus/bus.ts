// Publishing domain events. In AWS (EVENT_BUS_NAME set) they go to the EventBridge bus, whose rule invokes
// the consumer Lambda; elsewhere the consumers run in process, awaited, so local runs and tests see the
// effect at once. Callers write a PendingEvent in their transaction first (events/pending-events.ts).
import type { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { type DomainEvent, eventSource } from '#domain/events';
import { replaceablePort } from '../replaceable';

export type PublishEvents = (events: readonly DomainEvent[]) => Promise<void>;

// The SDK client is loaded on the first publish, not at cold start (docs/architecture.md "Lambda bundles").
let eventBridge:
  | Promise<{
      client: EventBridgeClient;
      PutEventsCommand: typeof import('@aws-sdk/client-eventbridge').PutEventsCommand;
    }>
  | undefined;
const eventBridgeClient = () =>
  (eventBridge ??= import('@aws-sdk/client-eventbridge').then(({ EventBridgeClient, PutEventsCommand }) => ({
    client: new EventBridgeClient({}),
    PutEventsCommand,
  })));

const publishToEventBridge =
  (busName: string): PublishEvents =>
  async (events) => {
    if (events.length === 0) return;
    const { client, PutEventsCommand } = await eventBridgeClient();
    const result = await client.send(
      new PutEventsCommand({
        Entries: events.map((event) => ({
          EventBusName: busName,
          Source: eventSource,
          DetailType: event.detailType,
          Detail: JSON.stringify(event.detail),
        })),
      }),
    );
    if (result.FailedEntryCount) {
      const reasons = (result.Entries ?? []).map((entry) => entry.ErrorMessage).filter(Boolean);
      throw new Error(`EventBridge refused ${result.FailedEntryCount} event(s): ${reasons.join('; ')}`);
    }
  };

// Loaded only when used: in AWS the consumers run in their own Lambda, not in the publisher's — a Lambda bundle
// (PICKET_LAMBDA_BUNDLE, fixed by infra/lambda-bundling.ts) leaves this branch and every consumer out.
const publishInProcess: PublishEvents =
  process.env.PICKET_LAMBDA_BUNDLE === 'true'
    ? async () => {
        throw new Error('A Lambda publishes to EventBridge: EVENT_BUS_NAME is not set');
      }
    : async (events) => {
        const { dispatchEvent } = await import('#functions/core/events/dispatch');
        for (const event of events) await dispatchEvent(event.detailType, event.detail);
      };

const configured = (): PublishEvents => {
  const busName = process.env.EVENT_BUS_NAME;
  return busName ? publishToEventBridge(busName) : publishInProcess;
};

const port = replaceablePort(configured);

export const publishEvents: PublishEvents = port.call;

/** Tests replace the bus (e.g. with one that fails) and restore it with `undefined`. */
export const setEventPublisher: (replacement: PublishEvents | undefined) => void = port.replace;
