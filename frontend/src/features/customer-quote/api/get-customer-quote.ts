// GET /api/customer/quotes/{id} (public; the unguessable id is the key): the quote as its customer sees it,
// with the contractor's branding and contact details, the price as the contractor chose to show it, the
// payment options and whether it can still be approved or declined (docs/api.md, "Texting, sharing and
// approving a quote").
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { CustomerSection } from '#domain/customer-quote';
import type { PaymentStructure, ScheduledMilestoneType } from '#domain/payment-schedule';
import type { QuoteStatus } from '#domain/quote-status';
import { apiGet } from '#frontend/lib/api-client';
import { ApiError } from '#frontend/lib/api-error';

export type PaymentMethod = 'cash' | 'check' | 'card' | 'finance';
export type PaymentTerms = 'net_15' | 'net_30' | 'net_45' | 'due_on_receipt';

export interface CustomerQuotePayment {
  structure: PaymentStructure;
  schedule: { key: ScheduledMilestoneType; percentage: number; amount: number }[];
  acceptedMethods: PaymentMethod[];
  terms: PaymentTerms;
}

export interface CustomerQuoteContractor {
  businessName: string;
  phone: string;
  email: string;
  website: string;
  licenseNumber: string;
  branding: { logoUrl: string; tagline: string; primaryColor: string };
}

export interface CustomerQuote {
  id: string;
  number: number;
  status: QuoteStatus;
  language: 'en' | 'es';
  customerName: string;
  jobTitle: string;
  createdAt: string;
  sentAt: string | null;
  viewedAt: string | null;
  approvedAt: string | null;
  approvedBy: string | null;
  declineReason: string | null;
  /** The version read: the approval names it, so an edit made since is seen before it is signed. */
  version: number;
  /** True while the quote is `sent`: approve and decline are offered. */
  canRespond: boolean;
  /** A homeowner's own instant estimate: nothing to sign until the contractor sends a quote. */
  isEstimate: boolean;
  fenceType: string;
  linearFeet: number;
  gates: number;
  zipCode: string;
  diagramSvg: string;
  /** The price as the contractor chose to show it (itemised or not, removal on its own or not). */
  sections: CustomerSection[];
  totalCost: number;
  monthlyPayment: number;
  financing: { aprPercent: number; termMonths: number } | null;
  financingUrl: string | null;
  payment: CustomerQuotePayment;
  disclaimers: string[];
  contractor: CustomerQuoteContractor;
}

export const customerQuoteQueryKey = (id: string) => ['/api/customer/quotes', id] as const;

export const getCustomerQuote = (
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CustomerQuote> =>
  apiGet<CustomerQuote>(`/api/customer/quotes/${encodeURIComponent(id)}`, signal ? { signal } : {});

/** A 404 (unknown or never-sent quote) or a 429 will not change on a second try; a server failure may. */
const retryServerFailureOnce = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const customerQuoteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: customerQuoteQueryKey(id),
    queryFn: ({ signal }) => getCustomerQuote(id, { signal }),
    retry: retryServerFailureOnce,
  });

/** The quote the route's loader has already fetched. */
export const useCustomerQuote = (id: string) => useSuspenseQuery(customerQuoteQueryOptions(id)).data;
