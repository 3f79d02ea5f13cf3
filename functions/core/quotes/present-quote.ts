// A stored quote as the API returns it: SPEC §3 field names, money in dollars, the fence diagram drawn in the
// reader's language (its units: "ft" or "pies").
import type { Language } from '#domain/messages';
import { fenceDiagramIn } from '#domain/pricing/diagram';
import type { QuoteItem, QuoteSummaryItem } from '#functions/store/quotes';
import { personOf } from '../access/people';
import { openCopy, openQuoteContact } from '../crypto/sealed-copy';
import { openSite } from '../crypto/site-address';
import type { CustomerKeys } from '../ports/keys/customer-keys';
import { shortLinkUrl } from '../sharing/public-base-url';

/** `names`: user id → name, for who created the quote and who sells it. */
export const presentQuoteSummary = (
  quote: QuoteSummaryItem,
  keys: CustomerKeys,
  names: ReadonlyMap<string, string>,
) => ({
  id: quote.quoteId,
  number: quote.quoteNumber,
  status: quote.status,
  source: quote.source,
  homeownerId: quote.homeownerId || null,
  customerName: openQuoteContact(keys, quote).customerName,
  fenceType: quote.fenceType,
  linearFeet: quote.linearFeet,
  gates: quote.gates,
  zipCode: quote.zipCode,
  totalCost: quote.totalCostCents / 100,
  createdBy: personOf(quote.createdByUserId, names),
  assignedTo: personOf(quote.assignedTo, names),
  createdAt: quote.createdAt,
  updatedAt: quote.updatedAt ?? quote.createdAt,
});

/** `shortLinkClicks` lives on the quote's short link: callers read it (shortLinkClicks()) and pass it. */
export interface QuoteExtras {
  /** How often its texted link was opened (read from the short link). */
  shortLinkClicks: number;
  /** The job it became, once converted (read from the quote's job marker). */
  jobId?: string | null;
  /** The customer keys, to open the sealed copies and the site's street. */
  keys: CustomerKeys;
  /** The reader's language: the diagram is drawn in it. */
  language: Language;
  /** User id → name (core/team/team-members.ts teamNames). */
  names: ReadonlyMap<string, string>;
}

export const presentQuote = (
  quote: QuoteItem,
  { shortLinkClicks, jobId = null, keys, language, names }: QuoteExtras,
) => {
  const { estimate } = quote;
  const { phone, email } = openQuoteContact(keys, quote);
  return {
    ...presentQuoteSummary(quote, keys, names),
    quoteNumber: quote.quoteNumber,
    version: quote.version,
    phone,
    email,
    jobTitle: quote.jobTitle ?? '',
    site: openSite(quote, quote.zipCode, keys),
    language: quote.language ?? 'en',
    calculationMethod: quote.calculationMethod ?? 'auto',
    request: quote.input,
    estimate,
    materialsCost: estimate.materialsCost,
    laborCost: estimate.laborCost,
    laborCostPerPost: estimate.laborCostPerPost,
    totalLaborCost: estimate.totalLaborCost,
    taxAmount: estimate.taxAmount,
    programFee: estimate.programFee,
    monthlyPayment: estimate.monthlyPayment,
    diagramSvg: quote.diagramSvg ? fenceDiagramIn(quote.input.sides, language) : '',
    sentAt: quote.sentAt ?? null,
    approvedAt: quote.approvedAt ?? null,
    convertedToJobAt: quote.convertedToJobAt ?? null,
    shortLink: quote.shortCode ? shortLinkUrl(quote.shortCode) : null,
    shortLinkClicks,
    viewedAt: quote.viewedAt ?? null,
    approvedBy: quote.approvedBy
      ? openCopy(keys, quote.contractorId, 'signatureName', quote.approvedBy)
      : null,
    approvalMethod: quote.approvalMethod ?? null,
    approvedTotal: quote.approvedTotalCents === undefined ? null : quote.approvedTotalCents / 100,
    declineReason: quote.declineReason ?? null,
    jobId,
    discount: {
      percent: quote.discountPercent ?? 0,
      review: quote.discountReview || null,
      reviewedBy: personOf(quote.discountReviewedBy, names),
      reviewedAt: quote.discountReviewedAt ?? null,
      note: quote.discountReviewNote ?? '',
    },
  };
};
