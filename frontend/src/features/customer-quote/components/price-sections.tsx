// The price as the contractor chose to show it: each section with its subtotal, its lines only when the
// contractor itemises it, then the total and, when financing is offered, the monthly payment.
import { LineGroup, TotalRow } from '#frontend/components/estimate/estimate-breakdown';
import { useCustomerQuoteT } from '#frontend/i18n/use-customer-quote-t';
import type { CustomerQuote } from '../api/get-customer-quote';
import { FinancingOffer } from './financing-offer';
import { QuoteCard } from './quote-card';

export const PriceSections = ({ quote }: { quote: CustomerQuote }) => {
  const t = useCustomerQuoteT();
  return (
    <QuoteCard title={t('quote.breakdown.title')} testId="customer-quote-breakdown">
      {quote.sections.map((section) => (
        <LineGroup
          key={section.key}
          category={section.key}
          subtotal={section.subtotal}
          lines={section.lines}
          look="quote"
        />
      ))}
      <TotalRow total={quote.totalCost} look="quote" testId="customer-quote-total" />
      <FinancingOffer quote={quote} />
    </QuoteCard>
  );
};
