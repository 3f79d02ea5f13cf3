// The SMS log of one of the caller's quotes, newest first (one query, at most 100 rows).
import { listTextsAbout, type SmsMessageItem } from '#functions/store/sharing';
import { loadQuote } from './save-quote';

export const quoteMessages = async (contractorId: string, quoteId: string): Promise<SmsMessageItem[]> => {
  await loadQuote(contractorId, quoteId);
  return listTextsAbout(contractorId, quoteId, 100);
};
