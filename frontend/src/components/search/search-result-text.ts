// What a search result row says (SPEC §2): a quote shows 'Quote #{number}' (or N/A), its status badge
// (approved in the success style, any other secondary), the customer name or 'Unknown Customer' and the
// total in US dollars; a customer shows the name or 'Unknown' and the email, else the phone, else
// 'No contact info'.

import { formatPhoneDisplay } from '#domain/phone';
import { quoteStatuses } from '#domain/quote-status';
import type { TranslationKey, TranslationVars } from '#frontend/i18n/language';
import type { CustomerSearchResult, QuoteSearchResult, SearchResult } from '#frontend/lib/search';

export type Translate = (key: TranslationKey, vars?: TranslationVars) => string;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** SPEC §9: money in USD, en-US format, whatever the page language. */
export const formatUsd = (dollars: number): string => usd.format(dollars);

export type BadgeVariant = 'success' | 'secondary';

export const statusVariant = (status: string): BadgeVariant =>
  status === 'approved' ? 'success' : 'secondary';

const isKnownStatus = (status: string): status is (typeof quoteStatuses)[number] =>
  (quoteStatuses as readonly string[]).includes(status);

export const statusLabel = (status: string, t: Translate): string =>
  isKnownStatus(status) ? t(`quoteStatus.${status}`) : status;

export interface QuoteRowText {
  title: string;
  customer: string;
  total: string;
  status: string;
  variant: BadgeVariant;
}

export const quoteRowText = (result: QuoteSearchResult, t: Translate): QuoteRowText => ({
  title: t('quote.number', {
    number: typeof result.number === 'number' ? result.number : t('search.notAvailable'),
  }),
  customer: result.customerName?.trim() || t('customer.unknown'),
  total:
    typeof result.totalCost === 'number' && Number.isFinite(result.totalCost)
      ? formatUsd(result.totalCost)
      : t('search.notAvailable'),
  status: statusLabel(result.status, t),
  variant: statusVariant(result.status),
});

export interface CustomerRowText {
  name: string;
  contact: string;
}

export const customerRowText = (result: CustomerSearchResult, t: Translate): CustomerRowText => ({
  name: result.name?.trim() || t('search.unknown'),
  contact: result.email?.trim() || formatPhoneDisplay(result.phone?.trim() ?? '') || t('search.noContact'),
});

export const customerResults = (results: readonly SearchResult[]): CustomerSearchResult[] =>
  results.filter((result): result is CustomerSearchResult => result.type === 'customer');

/** The route a picked result opens (SPEC §2). */
export const resultTarget = (
  result: SearchResult,
):
  | { to: '/contractor/quote/$id/view'; params: { id: string } }
  | { to: '/customers/$customerId'; params: { customerId: string } } =>
  result.type === 'quote'
    ? { to: '/contractor/quote/$id/view', params: { id: result.id } }
    : { to: '/customers/$customerId', params: { customerId: result.id } };
