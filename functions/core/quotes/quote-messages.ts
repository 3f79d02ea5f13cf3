// The SMS log of one of the caller's quotes, newest first (one query, at most 100 rows).
import { store } from '#functions/store/service';
import type { SmsMessageItem } from './present-sms';
import { loadQuote } from './save-quote';

export const quoteMessages = async (contractorId: string, quoteId: string): Promise<SmsMessageItem[]> => {
  await loadQuote(contractorId, quoteId);
  const { data } = await store.entities.smsMessage.query
    .bySubject({ contractorId, subjectId: quoteId })
    .go({ order: 'desc', limit: 100 });
  return data;
};
