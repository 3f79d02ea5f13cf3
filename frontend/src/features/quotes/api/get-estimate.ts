// POST /api/estimate (public): a homeowner's fence priced by the contractor serving the ZIP (or the
// platform defaults), with the diagram drawn in the page's language. Cached by request and language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstantEstimate } from '#domain/contract/quotes';
import type { EstimateRequestInput } from '#domain/pricing/schemas';
import type { Lang } from '#frontend/i18n/language';
import { apiPost, type JsonValue } from '#frontend/lib/api-client';

/** The estimate with its diagram, whose prices apply (`pricedBy`, null for the platform's) and their financing link. */
export type { InstantEstimate };

export const estimateQueryKey = (request: EstimateRequestInput, lang: Lang) =>
  ['/api/estimate', { request, lang }] as const;

export const getEstimate = (request: EstimateRequestInput): Promise<InstantEstimate> =>
  apiPost<InstantEstimate>('/api/estimate', request as unknown as JsonValue);

export const estimateQueryOptions = (request: EstimateRequestInput, lang: Lang) =>
  queryOptions({
    queryKey: estimateQueryKey(request, lang),
    // The language is sent as x-picket-lang by the client; it is in the key so a switch redraws.
    queryFn: () => getEstimate(request),
  });

export const useEstimate = (request: EstimateRequestInput | null, lang: Lang) =>
  useQuery({
    ...estimateQueryOptions(request ?? { zipCode: '', material: 'vinyl', sides: [] }, lang),
    enabled: request !== null,
  });
