// A quote's page: the quote with how often its texted link was opened, once converted its job, and the names
// of who made and sells it. Three reads beside the quote's own, in parallel: the link, the job marker and the
// team sit under other keys.
import type { Language } from '#domain/messages';
import { getJobIdOfQuote } from '#functions/store/jobs';
import type { QuoteItem } from '#functions/store/quotes';
import { customerKeys } from '../ports/keys/customer-keys';
import { shortLinkClicks } from '../sharing/short-links';
import { teamNames } from '../team/team-members';
import { presentQuote } from './present-quote';

export const presentQuoteWithExtras = async (quote: QuoteItem, language: Language) => {
  const [clicks, jobId, keys, names] = await Promise.all([
    shortLinkClicks(quote.shortCode),
    quote.status === 'converted_to_job' ? getJobIdOfQuote(quote.contractorId, quote.quoteId) : null,
    customerKeys(),
    teamNames(quote.contractorId),
  ]);
  return presentQuote(quote, { shortLinkClicks: clicks, jobId, keys, language, names });
};
