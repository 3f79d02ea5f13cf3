// The local outbox: what the SMS and email ports would have sent, kept instead (never written in AWS).
import type { EntityItem } from 'electrodb';
import { OutboxMessage } from './entities/outbox-message';

export type OutboxMessageItem = EntityItem<typeof OutboxMessage>;

// Keeps one message.
export const writeOutboxMessage = async (message: OutboxMessageItem): Promise<void> => {
  await OutboxMessage.create(message).go();
};

// The newest messages of a channel, newest first.
export const readOutbox = async (channel: 'sms' | 'email', limit: number): Promise<OutboxMessageItem[]> =>
  (await OutboxMessage.query.byChannel({ channel }).go({ order: 'desc', limit })).data;
