// Reading the local outbox: what the SMS and email ports kept instead of sending, opened for the developer
// (the manage CLI, /dev/outbox) and the tests. Its rows are sealed like every copy of a customer's details.
import { readOutbox as readOutboxMessages } from '#functions/store/outbox';
import { openCopy, outboxContext } from '../../crypto/sealed-copy';
import { customerKeys } from '../keys/customer-keys';

/** The newest messages of a channel, newest first, in clear. */
export const readOutbox = async (channel: 'sms' | 'email', limit = 50) => {
  const [messages, keys] = await Promise.all([readOutboxMessages(channel, limit), customerKeys()]);
  return messages.map((message) => ({
    ...message,
    to: openCopy(keys, outboxContext, 'recipient', message.to),
    subject: openCopy(keys, outboxContext, 'messageText', message.subject),
    body: openCopy(keys, outboxContext, 'messageText', message.body),
    html: message.html ? openCopy(keys, outboxContext, 'messageText', message.html) : '',
  }));
};
