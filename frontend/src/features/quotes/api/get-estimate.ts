// POST /api/estimate (public): a homeowner's fence priced by the contractor serving the ZIP (or the
// platform defaults), with the diagram drawn in the page's language; on a contractor's own page, POST
// /api/public/contractors/{slug}/estimate prices it with that contractor's rates. Cached by route, request
// and language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstantEstimate } from '#domain/contract/quotes';
import type { EstimateRequestInput } from '#domain/pricing/schemas';
import type { Lang } from '#frontend/i18n/language';
import { apiPost, type JsonValue } from '#frontend/lib/api-client';
import { type CalculatorContractor, publicQuotePath } from '../calculator-contractor';

/** The estimate with its diagram, whose prices apply (`pricedBy`, null for the platform's) and their financing link. */
export type { InstantEstimate };

export const estimateQueryKey = (
  request: EstimateRequestInput,
  lang: Lang,
  contractor?: CalculatorContractor,
) => [publicQuotePath('estimate', contractor), { request, lang }] as const;

export const getEstimate = (
  request: EstimateRequestInput,
  contractor?: CalculatorContractor,
): Promise<InstantEstimate> =>
  apiPost<InstantEstimate>(publicQuotePath('estimate', contractor), request as unknown as JsonValue);

export const estimateQueryOptions = (
  request: EstimateRequestInput,
  lang: Lang,
  contractor?: CalculatorContractor,
) =>
  queryOptions({
    queryKey: estimateQueryKey(request, lang, contractor),
    // The language is sent as x-picket-lang by the client; it is in the key so a switch redraws.
    queryFn: () => getEstimate(request, contractor),
  });

export const useEstimate = (
  request: EstimateRequestInput | null,
  lang: Lang,
  contractor?: CalculatorContractor,
) =>
  useQuery({
    ...estimateQueryOptions(request ?? { zipCode: '', material: 'vinyl', sides: [] }, lang, contractor),
    enabled: request !== null,
  });
