// /c/$slug — a contractor's public page (no sign-in): their branding, about text, credentials, the instant
// calculator priced with their rates (its lead goes to them), testimonials and FAQs. An old address is
// replaced by the current one (keeping any chosen `lang`); no published page gets a plain not-found page.
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import {
  isPageNotFound,
  useContractorPage,
} from '#frontend/features/contractor-page/api/get-contractor-page';
import { ContractorNotFound } from '#frontend/features/contractor-page/components/contractor-not-found';
import { ContractorPageView } from '#frontend/features/contractor-page/components/contractor-page-view';
import { ContractorQuoteCalculator } from '#frontend/features/quotes/components/homeowner-quote-flow';
import { RouteError } from '#frontend/routes/-components/route-error';

const ContractorPageRoute = () => {
  const page = useContractorPage(Route.useParams().slug);
  return (
    <ContractorPageView
      page={page}
      calculator={
        <ContractorQuoteCalculator contractor={{ slug: page.slug, businessName: page.businessName }} />
      }
    />
  );
};

const ContractorPageError = (props: ErrorComponentProps) =>
  isPageNotFound(props.error) ? <ContractorNotFound /> : <RouteError {...props} />;

export const Route = createFileRoute('/c/$slug/')({
  staticData: { customerFacing: true },
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  // Imported when the page is opened, so the entry (and /quote) does not carry the page's data code.
  loader: async ({ context, params, deps }) =>
    (await import('#frontend/features/contractor-page/api/get-contractor-page')).loadContractorPage(
      context.queryClient,
      params.slug,
      deps.lang,
      '/c/$slug',
    ),
  errorComponent: ContractorPageError,
  component: ContractorPageRoute,
});
