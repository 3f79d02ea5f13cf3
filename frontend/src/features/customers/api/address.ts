// US address suggestions and lookups through the API (GET /api/address/suggest and /lookup). Where no
// provider is configured (one machine) the API answers 503 ADDRESS_PROVIDER_UNAVAILABLE and the address
// input falls back to manual entry (SPEC §4).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressResult } from '#domain/contract/customers';
import type { ResponseOf } from '#domain/contract/index';
import { apiGet } from '#frontend/lib/api-client';

/** SPEC §3 address lookup result, with the provider's one-line label. */
export type { AddressResult };

export const suggestAddresses = async (
  q: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AddressResult[]> => {
  const data = await apiGet<ResponseOf<'GET /api/address/suggest'>>('/api/address/suggest', {
    queryParams: { q },
    ...(signal ? { signal } : {}),
  });
  return data.suggestions;
};

export const lookupAddress = async (q: string): Promise<AddressResult | null> => {
  const data = await apiGet<ResponseOf<'GET /api/address/lookup'>>('/api/address/lookup', {
    queryParams: { q },
  });
  return data.address;
};

// The API has no "is there a provider" call, so one suggestion request per session stands in for the
// maps script load of SPEC §4: pending → loading, failure → manual entry.
const probeText = 'Main St';

export const addressAutocompleteQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/address/suggest', { q: probeText }] as const,
    queryFn: ({ signal }) => suggestAddresses(probeText, { signal }).then(() => true),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useAddressAutocomplete = () => useQuery(addressAutocompleteQueryOptions());

export const ADDRESS_SUGGEST_MIN_CHARS = 3;

export const addressSuggestionsQueryOptions = (text: string, enabled: boolean) => {
  const q = text.trim();
  return queryOptions({
    queryKey: ['/api/address/suggest', { q }] as const,
    queryFn: ({ signal }) => suggestAddresses(q, { signal }),
    enabled: enabled && q.length >= ADDRESS_SUGGEST_MIN_CHARS,
    staleTime: Number.POSITIVE_INFINITY,
  });
};

export const useAddressSuggestions = (text: string, enabled: boolean) =>
  useQuery(addressSuggestionsQueryOptions(text, enabled));
