// GET /api/public/contractors/{slug} (public): a contractor's page as they chose to show it — branding,
// contact details, about text in both languages, shown testimonials with their rating, FAQs. An old address
// answers the page with its current `slug` (the route then replaces the address); no published page is 404.
// Read by the app's default query function, which fetches the path the key spells. The routes' loaders import
// this module when a page is opened (never with the entry) and call `loadContractorPage`.
import { type QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { ContractorPage } from '#domain/contract/portal';
import type { Lang } from '#frontend/i18n/core';
import { ApiError } from '#frontend/lib/api-error';

export type { ContractorPage };

export const contractorPageQueryKey = (slug: string) => ['/api/public/contractors', slug] as const;

export const contractorPageQueryOptions = (slug: string) =>
  queryOptions<ContractorPage>({
    queryKey: contractorPageQueryKey(slug),
    // A 404 (no published page) or a 429 will not change on a second try; a server failure may.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });

/** The page the route's loader has already fetched. */
export const useContractorPage = (slug: string): ContractorPage =>
  useSuspenseQuery(contractorPageQueryOptions(slug)).data;

/** No published page at this address: the homeowner gets a page of its own, not a failure to retry. */
export const isPageNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/**
 * The loader of a contractor's page and of its embed: the page's data, and — when the address asked for is an
 * old one — the same page at its current address, replacing this one in the history (keeping `lang`).
 */
export const loadContractorPage = async (
  queryClient: QueryClient,
  slug: string,
  lang: Lang | undefined,
  to: '/c/$slug' | '/c/$slug/embed',
): Promise<void> => {
  const page = await queryClient.ensureQueryData(contractorPageQueryOptions(slug));
  if (page.slug === slug) return;
  // The current address shows the same answer: no second request.
  queryClient.setQueryData(contractorPageQueryKey(page.slug), page);
  throw redirect({ to, params: { slug: page.slug }, search: lang ? { lang } : {}, replace: true });
};
