// Reading the local outbox both local ports (SMS and email) write to: `npm run manage -- outbox`,
// /dev/outbox and tests.
import { readOutbox as readOutboxMessages } from '#functions/store/outbox';

/** The newest outbox messages of a channel, newest first. */
export const readOutbox = (channel: 'sms' | 'email', limit = 50) => readOutboxMessages(channel, limit);
