// /customer/quote/$id/view — the customer-facing quote with approval (no contractor navigation, SPEC §2).
// Without a chosen `lang` the page switches to the quote's own language before it shows; an unknown
// quote gets a plain page for the homeowner rather than the developer 404.
import { createFileRoute, type ErrorComponentProps, redirect } from '@tanstack/react-router';
import { customerQuoteQueryOptions } from '#frontend/features/customer-quote/api/get-customer-quote';
import { isNotFoundError } from '#frontend/features/customer-quote/api/not-found-error';
import { CustomerQuotePage } from '#frontend/features/customer-quote/components/customer-quote-page';
import { QuoteLoading } from '#frontend/features/customer-quote/components/quote-loading';
import { QuoteUnavailable } from '#frontend/features/customer-quote/components/quote-unavailable';
import { languageToSwitchTo } from '#frontend/features/customer-quote/page-language';
import { RouteError } from '#frontend/routes/-components/route-error';

const CustomerQuoteRoute = () => <CustomerQuotePage id={Route.useParams().id} />;

const CustomerQuoteError = (props: ErrorComponentProps) =>
  isNotFoundError(props.error) ? <QuoteUnavailable what="quote" /> : <RouteError {...props} />;

export const Route = createFileRoute('/customer/quote/$id/view')({
  staticData: { customerFacing: true },
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: async ({ context, params, deps }) => {
    const quote = await context.queryClient.ensureQueryData(customerQuoteQueryOptions(params.id));
    const lang = languageToSwitchTo(deps.lang, quote.language);
    if (lang) throw redirect({ to: '/customer/quote/$id/view', params, search: { lang }, replace: true });
  },
  pendingComponent: () => <QuoteLoading message="customerQuote.loading" />,
  errorComponent: CustomerQuoteError,
  component: CustomerQuoteRoute,
});
