// /e/$shortCode — a quote's texted short link: the code is resolved to the quote (each visit counts a
// click) and the customer view replaces this address, keeping any chosen `lang`. An unknown or expired
// code gets a plain "not valid or expired" page for the homeowner, not the developer 404.
import { createFileRoute, type ErrorComponentProps, redirect } from '@tanstack/react-router';
import { isNotFoundError } from '#frontend/features/customer-quote/api/not-found-error';
import { resolveShortLink } from '#frontend/features/customer-quote/api/resolve-short-link';
import { QuoteLoading } from '#frontend/features/customer-quote/components/quote-loading';
import { QuoteUnavailable } from '#frontend/features/customer-quote/components/quote-unavailable';
import { RouteError } from '../-components/route-error';

const ShortLinkError = (props: ErrorComponentProps) =>
  isNotFoundError(props.error) ? <QuoteUnavailable what="link" /> : <RouteError {...props} />;

export const Route = createFileRoute('/e/$shortCode')({
  staticData: { customerFacing: true },
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: async ({ params, deps }) => {
    const { quoteId } = await resolveShortLink(params.shortCode);
    throw redirect({
      to: '/customer/quote/$id/view',
      params: { id: quoteId },
      search: deps.lang ? { lang: deps.lang } : {},
      replace: true,
    });
  },
  pendingComponent: () => <QuoteLoading message="shortLink.opening" />,
  errorComponent: ShortLinkError,
});
