// `t` for the customer's view of a quote (/customer/quote/{id}/view, opened from a text or an email): the core
// texts and the sections of domain/i18n that page shows, which come with its chunk. A homeowner's phone then
// downloads these rather than the whole catalogue, a sixth of the page's JavaScript.
import { customerQuote } from '#domain/i18n/en/customer-quote';
import { estimate } from '#domain/i18n/en/estimate';
import { forms } from '#domain/i18n/en/forms';
import { payments } from '#domain/i18n/en/payments';
import { quotes } from '#domain/i18n/en/quotes';
import { texts } from '#domain/i18n/en/texts';
import { coreTexts, type TFunction, useTranslator } from './use-core-t';

const customerQuoteTexts = {
  ...coreTexts,
  ...customerQuote,
  ...estimate,
  ...forms,
  ...payments,
  ...quotes,
  ...texts,
};

export type CustomerQuoteTextKey = keyof typeof customerQuoteTexts;

export const useCustomerQuoteT = (): TFunction<CustomerQuoteTextKey> => useTranslator(customerQuoteTexts);
