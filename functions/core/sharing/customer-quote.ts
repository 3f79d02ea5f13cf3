// The public customer view of a quote (docs/api.md CustomerQuote): reachable only once the quote has been
// texted (a SharedQuote pointer exists), and showing the price the way the contractor chose to show it.

import { contractorDefaults } from '#domain/contractor-defaults';
import type { PaymentSettings } from '#domain/contractor-settings';
import { type CustomerPriceOptions, customerSections } from '#domain/customer-quote';
import { taglineIn } from '#domain/default-texts';
import { type PaymentSplitSettings, planPayments } from '#domain/payment-schedule';
import { fenceDiagramIn } from '#domain/pricing/diagram';
import { type ContractorRecord, getContractor } from '#functions/store/contractors';
import { getQuote, type QuoteItem } from '#functions/store/quotes';
import { getSharedQuoteOwner } from '#functions/store/sharing';
import { openCopy } from '../crypto/sealed-copy';
import { openSite } from '../crypto/site-address';
import type { CustomerKeys } from '../ports/keys/customer-keys';
import { quoteNotFound } from '../quotes/save-quote';

export interface SharedQuoteRecord {
  quote: QuoteItem;
  contractor: ContractorRecord;
}

/**
 * The quote and its contractor by the quote's id alone; 404 unless the quote was texted. Its own contractor
 * (`ownerContractorId`, from the session) may preview it before that.
 */
export const loadSharedQuote = async (
  quoteId: string,
  ownerContractorId?: string,
): Promise<SharedQuoteRecord> => {
  if (!quoteId || quoteId.length > 64) throw quoteNotFound();
  const contractorId = (await getSharedQuoteOwner(quoteId)) ?? ownerContractorId;
  if (!contractorId) throw quoteNotFound();
  const [quote, contractor] = await Promise.all([
    getQuote(contractorId, quoteId),
    getContractor(contractorId),
  ]);
  if (!quote || !contractor) throw quoteNotFound();
  return { quote, contractor };
};

const paymentOf = (settings: PaymentSettings, totalCents: number) => {
  const split: PaymentSplitSettings = {
    paymentStructure: settings.paymentStructure,
    twoPayDepositPercentage: settings.twoPayDepositPercentage,
    threePaymentPercentages: settings.threePaymentPercentages,
    depositPercentage: settings.depositPercentage,
  };
  return {
    structure: settings.paymentStructure,
    schedule: planPayments(totalCents, split).map((payment) => ({
      key: payment.type,
      percentage: payment.percentage,
      amount: payment.amountCents / 100,
    })),
    acceptedMethods: settings.acceptedMethods,
    terms: settings.terms,
  };
};

/**
 * The quote as its customer sees it; `keys` open the job site's street, which they see too. The diagram is
 * drawn in the language the page is read in (`reader`), whatever language the quote was saved in.
 */
export const presentCustomerQuote = (
  { quote, contractor }: SharedQuoteRecord,
  keys: CustomerKeys,
  reader: 'en' | 'es' = quote.language ?? 'en',
) => {
  const { estimate } = quote;
  const priceOptions: CustomerPriceOptions = {
    showMaterialsBreakdown: contractor.showMaterialsBreakdown ?? true,
    showRemovalSeparately: contractor.showRemovalSeparately ?? false,
  };
  const { payment, branding } = contractor;
  return {
    id: quote.quoteId,
    number: quote.quoteNumber,
    status: quote.status,
    language: quote.language ?? 'en',
    customerName: openCopy(keys, quote.contractorId, 'customerName', quote.customerName),
    jobTitle: quote.jobTitle ?? '',
    createdAt: quote.createdAt,
    sentAt: quote.sentAt ?? null,
    viewedAt: quote.viewedAt ?? null,
    approvedAt: quote.approvedAt ?? null,
    approvedBy: quote.approvedBy
      ? openCopy(keys, quote.contractorId, 'signatureName', quote.approvedBy)
      : null,
    declineReason: quote.declineReason ?? null,
    version: quote.version,
    canRespond: quote.status === 'sent',
    /** A homeowner's own instant estimate, texted to them: nothing to sign until the contractor sends it. */
    isEstimate: quote.source === 'homeowner' && quote.status === 'draft',
    fenceType: quote.fenceType,
    linearFeet: quote.linearFeet,
    gates: quote.gates,
    zipCode: quote.zipCode,
    site: openSite(quote, quote.zipCode, keys),
    diagramSvg: quote.diagramSvg ? fenceDiagramIn(quote.input.sides, reader) : '',
    sections: customerSections(estimate, priceOptions),
    totalCost: quote.totalCostCents / 100,
    monthlyPayment: estimate.monthlyPayment,
    financing: estimate.financing
      ? { aprPercent: estimate.financing.aprPercent, termMonths: estimate.financing.termMonths }
      : null,
    financingUrl: contractor.financingUrl || null,
    payment: paymentOf(payment, quote.totalCostCents),
    disclaimers: contractor.disclaimers ?? [],
    contractor: {
      businessName: contractor.businessName,
      phone: contractor.phone ?? '',
      email: contractor.email ?? '',
      website: contractor.website ?? '',
      licenseNumber: contractor.licenseNumber ?? '',
      branding: {
        logoUrl: branding.logoUrl,
        tagline: taglineIn(branding.tagline, quote.language ?? 'en'),
        primaryColor: branding.primaryColor,
      },
      timeZone: contractor.timezone ?? contractorDefaults.timezone,
    },
  };
};
