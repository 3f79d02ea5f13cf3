// The quote as its customer sees it, phone first and in the contractor's colours: letterhead, who it is
// for, the price, the fence drawing, how to pay, the contractor's terms, then approve or decline. The
// same page prints as a 1–2 page document with a signature block (print styles in styles.css).
import type { CSSProperties } from 'react';
import { FenceDiagram } from '#frontend/components/estimate/fence-diagram';
import { useCustomerQuoteT } from '#frontend/i18n/use-customer-quote-t';
import { accentColorsOf } from '#frontend/lib/brand-colors';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { useCustomerQuote } from '../api/get-customer-quote';
import { useReportView } from '../api/report-view';
import { BusinessHeader } from './business-header';
import { Disclaimers } from './disclaimers';
import { PaymentOptions } from './payment-options';
import { PriceSections } from './price-sections';
import { QuoteCard } from './quote-card';
import { QuoteOverview } from './quote-overview';
import { QuoteResponse } from './quote-response';
import { SignatureBlock } from './signature-block';

export const CustomerQuotePage = ({ id }: { id: string }) => {
  const t = useCustomerQuoteT();
  const quote = useCustomerQuote(id);
  useReportView(id);
  const { businessName, branding } = quote.contractor;
  useDocumentMeta(pageTitle(t('customerQuote.pageTitle', { number: quote.number, business: businessName })));
  const { accent, onAccent } = accentColorsOf(branding.primaryColor);
  const brandVariables = { '--quote-accent': accent, '--quote-on-accent': onAccent } as CSSProperties;

  return (
    <div
      style={brandVariables}
      className="mx-auto max-w-3xl space-y-4 px-3 py-4 sm:space-y-6 sm:px-4 sm:py-8 print:max-w-none print:space-y-3 print:p-0 print:text-[12px]"
      data-testid="customer-quote-page"
    >
      <BusinessHeader contractor={quote.contractor} />
      <QuoteOverview quote={quote} />
      <PriceSections quote={quote} />
      {quote.diagramSvg ? (
        <QuoteCard title={t('quote.diagram.title')}>
          <FenceDiagram svg={quote.diagramSvg} className="print:[&_svg]:max-h-56" />
        </QuoteCard>
      ) : null}
      <PaymentOptions payment={quote.payment} />
      <Disclaimers disclaimers={quote.disclaimers} />
      <QuoteResponse quote={quote} />
      <SignatureBlock quote={quote} />
    </div>
  );
};
