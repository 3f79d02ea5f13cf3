// Who the quote is for and what it covers: the customer, the quote number and date, the job, and the
// fence in three figures (type, length, gates), with the print button beside the heading.

import { formatQuantity } from '#frontend/components/estimate/estimate-breakdown';
import { FactTiles } from '#frontend/components/ui/fact-tiles';
import { SiteAddress } from '#frontend/components/ui/site-address';
import { useCustomerQuoteT } from '#frontend/i18n/use-customer-quote-t';
import type { CustomerQuote } from '../api/get-customer-quote';
import { fenceTypeLabelKey } from '../fence-type';
import { formatQuoteDate } from '../quote-dates';
import { PrintButton } from './print-button';

export const QuoteOverview = ({ quote }: { quote: CustomerQuote }) => {
  const t = useCustomerQuoteT();
  const fenceTypeKey = fenceTypeLabelKey(quote.fenceType);
  const facts = [
    {
      label: t('form.date'),
      value: formatQuoteDate(quote.sentAt ?? quote.createdAt, t.lang, quote.contractor.timeZone),
    },
    { label: t('quote.flow.step.type'), value: fenceTypeKey ? t(fenceTypeKey) : quote.fenceType },
    { label: t('customerQuote.length'), value: formatQuantity(t, quote.linearFeet, 'ft') },
    { label: t('quote.size.gates'), value: String(quote.gates) },
  ];
  return (
    <section
      aria-labelledby="customer-quote-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 print:break-inside-avoid print:border-0 print:p-0"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {quote.customerName ? (
            <p className="text-sm text-slate-600" data-testid="customer-quote-customer">
              {t('customerQuote.preparedFor', { name: quote.customerName })}
            </p>
          ) : null}
          <h1 id="customer-quote-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('quote.number', { number: quote.number })}
          </h1>
          {quote.jobTitle ? <p className="mt-0.5 text-base text-slate-800">{quote.jobTitle}</p> : null}
          {quote.site.street ? (
            <div className="mt-1">
              <SiteAddress site={quote.site} />
            </div>
          ) : null}
        </div>
        <PrintButton />
      </div>
      <FactTiles
        facts={facts}
        className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4 print:mt-2 print:grid-cols-4"
        tileClassName="print:bg-transparent print:p-0"
      />
    </section>
  );
};
