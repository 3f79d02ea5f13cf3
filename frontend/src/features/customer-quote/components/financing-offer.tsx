// When the contractor offers financing: the estimated monthly payment with its APR and term, and the
// link to the finance partner's application (a soft credit check), which opens in a new tab.
import { ExternalLink } from 'lucide-react';
import { formatDollars } from '#frontend/components/estimate/estimate-lines';
import { buttonClasses } from '#frontend/components/ui/button-styles';
import { useCustomerQuoteT } from '#frontend/i18n/use-customer-quote-t';
import type { CustomerQuote } from '../api/get-customer-quote';

type FinancingFields = Pick<CustomerQuote, 'financing' | 'financingUrl' | 'monthlyPayment'>;

export const FinancingOffer = ({ quote }: { quote: FinancingFields }) => {
  const t = useCustomerQuoteT();
  const { financing, financingUrl, monthlyPayment } = quote;
  if (!financing || monthlyPayment <= 0) return null;
  return (
    <div
      className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-900 print:mt-1 print:bg-transparent print:p-0"
      data-testid="customer-quote-monthly"
    >
      <p className="font-semibold">{t('quote.monthly.amount', { amount: formatDollars(monthlyPayment) })}</p>
      <p className="mt-0.5 text-xs text-slate-600">
        {t('quote.monthly.terms', { months: financing.termMonths, apr: financing.aprPercent })}
      </p>
      {financingUrl ? (
        <div className="mt-3 print:hidden">
          <a
            href={financingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}
            data-testid="customer-quote-financing-link"
          >
            {t('quote.financing.apply')}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('form.opensInNewTab')}</span>
          </a>
          <p className="mt-1.5 text-xs text-slate-600">{t('quote.financing.softCheck')}</p>
        </div>
      ) : null}
    </div>
  );
};
