// How the customer pays: the payment plan with each instalment's share and amount, the accepted payment
// methods and the invoice terms.

import { formatDollars } from '#frontend/components/estimate/estimate-lines';
import { FiguresTableHead } from '#frontend/components/ui/figures-table-head';
import { type Lang, localeOf } from '#frontend/i18n/core';
import { useCustomerQuoteT } from '#frontend/i18n/use-customer-quote-t';
import type { CustomerQuotePayment } from '../api/get-customer-quote';
import { QuoteCard } from './quote-card';

const formatPercent = (percentage: number, lang: Lang): string =>
  new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 2 }).format(
    percentage / 100,
  );

export const PaymentOptions = ({ payment }: { payment: CustomerQuotePayment }) => {
  const t = useCustomerQuoteT();
  const methods = new Intl.ListFormat(localeOf(t.lang), { type: 'conjunction' }).format(
    payment.acceptedMethods.map((method) => t(`paymentMethod.${method}`)),
  );
  return (
    <QuoteCard title={t('customerQuote.payment.title')} testId="customer-quote-payment">
      <p className="text-sm text-slate-700">{t(`customerQuote.structure.${payment.structure}`)}</p>
      {payment.schedule.length > 0 ? (
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{t('jobs.schedule.title')}</caption>
          <FiguresTableHead
            headings={[t('customerQuote.payment.step'), t('customerQuote.payment.share'), t('form.amount')]}
            padding="py-1.5"
          />
          <tbody className="divide-y divide-slate-100">
            {payment.schedule.map((step) => (
              <tr key={step.key}>
                <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-900 print:py-0.5">
                  {t(`milestone.${step.key}`)}
                </th>
                <td className="py-2 text-right text-slate-700 tabular-nums print:py-0.5">
                  {formatPercent(step.percentage, t.lang)}
                </td>
                <td className="py-2 pl-3 text-right font-medium text-slate-900 tabular-nums print:py-0.5">
                  {formatDollars(step.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <dl className="mt-3 space-y-2 text-sm print:mt-1 print:space-y-0.5">
        {payment.acceptedMethods.length > 0 ? (
          <div>
            <dt className="text-xs text-slate-500">{t('paymentMethod.accepted')}</dt>
            <dd className="text-slate-900">{methods}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-xs text-slate-500">{t('customerQuote.payment.terms')}</dt>
          <dd className="text-slate-900">{t(`customerQuote.terms.${payment.terms}`)}</dd>
        </div>
      </dl>
    </QuoteCard>
  );
};
