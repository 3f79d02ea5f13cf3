// No published page at this address (a mistyped address, or a page the owner took down): a plain
// explanation for the homeowner and the way to a price anyway, the public calculator — not the developer 404.
import { Link } from '@tanstack/react-router';
import { buttonClasses } from '#frontend/components/ui/button-styles';
import { useContractorEmbedT } from '#frontend/i18n/use-contractor-embed-t';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';

export const ContractorNotFound = () => {
  const t = useContractorEmbedT();
  useDocumentMeta(pageTitle(t('contractorPage.notFound.pageTitle')));
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-16" data-testid="contractor-not-found">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center sm:p-8">
        <h1 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
          {t('contractorPage.notFound.title')}
        </h1>
        <p className="mt-3 text-base text-slate-600">{t('contractorPage.notFound.detail')}</p>
        <Link
          to="/quote"
          className={buttonClasses('primary', 'lg', 'mt-6')}
          data-testid="contractor-not-found-quote"
        >
          {t('contractorPage.notFound.quote')}
        </Link>
      </div>
    </section>
  );
};
