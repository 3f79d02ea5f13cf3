// A customer's quotes, read by the customer's id (two customers with one name keep their own), newest first.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FileText } from 'lucide-react';
import type { Customer } from '#domain/contract/customers';
import { StatusBadge } from '#frontend/components/search/search-result-row';
import { quoteRowText } from '#frontend/components/search/search-result-text';
import { LoadMoreButton } from '#frontend/components/ui/load-more-button';
import { Spinner } from '#frontend/components/ui/spinner';
import { useT } from '#frontend/i18n/use-t';
import { customerQuotesQueryOptions } from '../api/get-customer-quotes';

export const CustomerQuotes = ({ customer }: { customer: Customer }) => {
  const t = useT();
  const search = useInfiniteQuery(customerQuotesQueryOptions(customer.id));
  const quotes = (search.data?.pages ?? []).flatMap((page) => page.quotes);
  return (
    <section
      aria-labelledby="customer-quotes-title"
      className="rounded-2xl border border-slate-200 bg-white"
      data-testid="customer-quotes"
    >
      <div className="border-b border-slate-100 px-5 py-4">
        <h2 id="customer-quotes-title" className="font-semibold text-slate-900">
          {t('nav.quotes')}
        </h2>
      </div>
      {search.isPending ? (
        <p role="status" className="flex items-center gap-2 px-5 py-4 text-sm text-slate-600">
          <Spinner className="size-4" />
          {t('common.loading')}
        </p>
      ) : search.isError ? (
        <p role="alert" className="px-5 py-4 text-sm text-red-700">
          {t('customer.quotesFailed')}
        </p>
      ) : quotes.length === 0 ? (
        <p className="px-5 py-4 text-sm text-slate-600">{t('customer.noQuotes')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {quotes.map((quote) => {
            const text = quoteRowText({ type: 'quote', ...quote }, t);
            return (
              <li key={quote.id}>
                <Link
                  to="/contractor/quote/$id/view"
                  params={{ id: quote.id }}
                  className="flex items-center justify-between gap-3 px-5 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600"
                  data-testid="customer-quote-row"
                >
                  <span className="flex min-w-0 items-center gap-2">
                    <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                    <span className="font-medium text-slate-900">{text.title}</span>
                    <StatusBadge label={text.status} variant={text.variant} />
                  </span>
                  <span className="shrink-0 font-semibold text-slate-900 tabular-nums">{text.total}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {search.hasNextPage ? (
        <div className="border-t border-slate-100 px-5 py-3">
          <LoadMoreButton pages={search} testId="customer-quotes-more" />
        </div>
      ) : null}
    </section>
  );
};
