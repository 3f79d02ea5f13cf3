// GET /api/quotes/{id}: one of the contractor's saved quotes with its request, estimate and diagram.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Estimate } from '#domain/pricing/estimate';
import type { EstimateRequest } from '#domain/pricing/schemas';
import { apiGet } from '#frontend/lib/api-client';
import type { QuoteSummary } from './get-quotes';

export interface Quote extends QuoteSummary {
  quoteNumber: number;
  version: number;
  phone: string;
  email: string;
  jobTitle: string;
  language: 'en' | 'es';
  calculationMethod: string;
  request: EstimateRequest;
  estimate: Estimate;
  materialsCost: number;
  laborCost: number;
  laborCostPerPost: number;
  totalLaborCost: number;
  taxAmount: number;
  programFee: number;
  monthlyPayment: number;
  diagramSvg: string;
  /** When the quote first reached these statuses (ISO time), or null when it has not. */
  sentAt: string | null;
  approvedAt: string | null;
  convertedToJobAt: string | null;
  /** Texting and the customer's answer (docs/api.md "Texting, sharing and approving a quote"); each null
   * until it happens. The short link is absolute; its clicks are counted by the server. */
  shortLink: string | null;
  shortLinkClicks: number;
  viewedAt: string | null;
  approvedBy: string | null;
  approvalMethod: string | null;
  declineReason: string | null;
  /** The job it became, once converted. */
  jobId: string | null;
}

export const quoteQueryKey = (id: string) => ['/api/quotes', id] as const;

export const getQuote = (id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Quote> =>
  apiGet<Quote>(`/api/quotes/${encodeURIComponent(id)}`, signal ? { signal } : {});

export const quoteQueryOptions = (id: string) =>
  queryOptions({ queryKey: quoteQueryKey(id), queryFn: ({ signal }) => getQuote(id, { signal }) });

export const useQuote = (id: string) => useQuery(quoteQueryOptions(id));
