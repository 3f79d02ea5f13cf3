// A contractor's calculator alone (/c/{slug}/embed), for an iframe on their own website: a heading in their
// brand colour, the calculator (passed in by the route: it belongs to the quotes feature), and a footer with
// the language switch and a small "Powered by Picket" link that opens outside the frame. It tells the page
// around it how tall it is, so an embedding snippet can size the iframe to fit.
import { type ReactNode, useEffect } from 'react';
import { useContractorEmbedT } from '#frontend/i18n/use-contractor-embed-t';
import { accentStyle } from '#frontend/lib/brand-colors';
import { useDocumentMeta } from '#frontend/lib/use-document-meta';
import type { ContractorPage } from '../api/get-contractor-page';

/** What the embed posts to the page framing it whenever its height changes. */
export const embedHeightMessage = 'picket:embed-height';

const useReportHeight = () => {
  useEffect(() => {
    if (window.parent === window) return;
    const report = () =>
      window.parent.postMessage(
        { type: embedHeightMessage, height: document.documentElement.scrollHeight },
        '*',
      );
    const observer = new ResizeObserver(report);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
};

interface ContractorEmbedProps {
  page: ContractorPage;
  calculator: ReactNode;
  languageSwitcher: ReactNode;
}

export const ContractorEmbed = ({ page, calculator, languageSwitcher }: ContractorEmbedProps) => {
  const t = useContractorEmbedT();
  const business = page.businessName;
  useDocumentMeta(
    t('contractorPage.embed.title', { business }),
    t('contractorPage.calculator.intro', { business }),
  );
  useReportHeight();
  return (
    <div style={accentStyle(page.primaryColor)} className="px-3 py-4 sm:px-4" data-testid="contractor-embed">
      <header className="mb-4 border-l-4 border-(--page-accent) pl-3">
        <h1 className="text-xl font-bold tracking-tight text-slate-900">
          {t('contractorPage.embed.heading', { business })}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t('contractorPage.calculator.intro', { business })}</p>
      </header>
      {calculator}
      <footer className="mt-4 flex items-center justify-between gap-3 text-xs text-slate-600">
        {languageSwitcher}
        <a
          href="/"
          target="_blank"
          rel="noopener"
          className="font-medium underline-offset-2 hover:underline"
          data-testid="powered-by-picket"
        >
          {t('contractorPage.embed.poweredBy')}
        </a>
      </footer>
    </div>
  );
};
