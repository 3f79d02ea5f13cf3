// A quote's page: the quote with how often its texted link was opened and, once converted, its job. Two
// reads beside the quote's own, in parallel: the link and the job marker sit under other keys.
import type { Language } from '#domain/messages';
import { getJobIdOfQuote } from '#functions/store/jobs';
import type { QuoteItem } from '#functions/store/quotes';
import { customerKeys } from '../ports/keys/customer-keys';
import { shortLinkClicks } from '../sharing/short-links';
import { presentQuote } from './present-quote';

export const presentQuoteWithExtras = async (quote: QuoteItem, language: Language) => {
  const [clicks, jobId, keys] = await Promise.all([
    shortLinkClicks(quote.shortCode),
    quote.status === 'converted_to_job' ? getJobIdOfQuote(quote.contractorId, quote.quoteId) : null,
    customerKeys(),
  ]);
  return presentQuote(quote, { shortLinkClicks: clicks, jobId, keys, language });
};
