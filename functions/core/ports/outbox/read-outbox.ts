// Reading the local outbox both local ports (SMS and email) write to: `npm run manage -- outbox`,
// /dev/outbox and tests.
import { store } from '#functions/store/service';

/** The newest outbox messages of a channel, newest first. */
export const readOutbox = async (channel: 'sms' | 'email', limit = 50) => {
  const { data } = await store.entities.outboxMessage.query
    .byChannel({ channel })
    .go({ order: 'desc', limit });
  return data;
};
