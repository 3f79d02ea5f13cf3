// A customer's link that leads nowhere: an unknown or expired short link, or a quote that cannot be
// found. Homeowners get a plain explanation and who can help, not the developer-style 404 page.
import { LinkIcon } from 'lucide-react';
import { useCustomerQuoteT } from '#frontend/i18n/use-customer-quote-t';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';

const texts = {
  link: {
    title: 'shortLink.notFound.title',
    hint: 'shortLink.notFound.hint',
    testId: 'short-link-not-found',
  },
  quote: {
    title: 'customerQuote.notFound.title',
    hint: 'customerQuote.notFound.hint',
    testId: 'customer-quote-not-found',
  },
} as const;

export const QuoteUnavailable = ({ what }: { what: keyof typeof texts }) => {
  const t = useCustomerQuoteT();
  const { title, hint, testId } = texts[what];
  useDocumentMeta(pageTitle(t(title)));
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-16" data-testid={testId}>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center sm:p-8">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-slate-100">
          <LinkIcon aria-hidden="true" className="size-6 text-slate-500" />
        </span>
        <h1 className="mt-4 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">{t(title)}</h1>
        <p className="mt-3 text-base text-slate-600">{t(hint)}</p>
      </div>
    </section>
  );
};
