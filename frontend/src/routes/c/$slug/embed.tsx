// /c/$slug/embed — a contractor's calculator alone, for an iframe on their own website: no site bars, a
// language switch and a "Powered by Picket" link. The local runtime and CloudFront let any site frame this
// path only (frame-ancestors *); every other page stays unframeable. An old address is replaced by the
// current one, as on the page.
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { LanguageSwitcher } from '#frontend/app/shell/components/language-switcher';
import {
  isPageNotFound,
  useContractorPage,
} from '#frontend/features/contractor-page/api/get-contractor-page';
import { ContractorEmbed } from '#frontend/features/contractor-page/components/contractor-embed';
import { ContractorNotFound } from '#frontend/features/contractor-page/components/contractor-not-found';
import { ContractorQuoteCalculator } from '#frontend/features/quotes/components/homeowner-quote-flow';
import { RouteError } from '#frontend/routes/-components/route-error';

const ContractorEmbedRoute = () => {
  const page = useContractorPage(Route.useParams().slug);
  return (
    <ContractorEmbed
      page={page}
      calculator={
        <ContractorQuoteCalculator contractor={{ slug: page.slug, businessName: page.businessName }} />
      }
      languageSwitcher={<LanguageSwitcher />}
    />
  );
};

const ContractorEmbedError = (props: ErrorComponentProps) =>
  isPageNotFound(props.error) ? <ContractorNotFound /> : <RouteError {...props} />;

export const Route = createFileRoute('/c/$slug/embed')({
  staticData: { bare: true },
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  // Imported when the page is opened, so the entry (and /quote) does not carry the page's data code.
  loader: async ({ context, params, deps }) =>
    (await import('#frontend/features/contractor-page/api/get-contractor-page')).loadContractorPage(
      context.queryClient,
      params.slug,
      deps.lang,
      '/c/$slug/embed',
    ),
  errorComponent: ContractorEmbedError,
  component: ContractorEmbedRoute,
});
