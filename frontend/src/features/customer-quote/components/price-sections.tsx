// The price as the contractor chose to show it: each section with its subtotal, its lines only when the
// contractor itemises it, then the total and, when financing is offered, the monthly payment.
import type { CustomerSection } from '#domain/customer-quote';
import type { EstimateLine } from '#domain/pricing/estimate';
import { formatQuantity, lineLabel } from '#frontend/components/estimate/estimate-breakdown';
import { formatDollars } from '#frontend/components/estimate/estimate-lines';
import { useT } from '#frontend/i18n/use-t';
import type { CustomerQuote } from '../api/get-customer-quote';
import { FinancingOffer } from './financing-offer';
import { QuoteCard } from './quote-card';

const SectionLine = ({ line }: { line: EstimateLine }) => {
  const t = useT();
  const showQuantity = !(line.unit === 'job' && line.quantity === 1);
  return (
    <li className="flex items-start justify-between gap-3 py-1.5 print:py-0.5">
      <div className="min-w-0">
        <p className="text-sm text-slate-800">{lineLabel(t, line)}</p>
        {showQuantity ? (
          <p className="text-xs text-slate-500">
            {formatQuantity(t, line.quantity, line.unit)} × {formatDollars(line.unitPrice)}
          </p>
        ) : null}
        {line.reason ? <p className="text-xs text-slate-500">{line.reason}</p> : null}
      </div>
      <p className="shrink-0 text-sm text-slate-800 tabular-nums">
        {line.amount === 0 && line.category === 'shipping' ? t('quote.free') : formatDollars(line.amount)}
      </p>
    </li>
  );
};

const SectionRows = ({ section }: { section: CustomerSection }) => {
  const t = useT();
  return (
    <section className="border-b border-slate-100 py-2.5 first:pt-0 print:py-1">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="text-sm font-semibold text-slate-900">{t(`quote.category.${section.key}`)}</h3>
        <p className="text-sm font-semibold text-slate-900 tabular-nums">{formatDollars(section.subtotal)}</p>
      </div>
      {section.lines.length > 0 ? (
        <ul className="mt-1 divide-y divide-slate-50 pl-3">
          {section.lines.map((line) => (
            <SectionLine key={line.key} line={line} />
          ))}
        </ul>
      ) : null}
    </section>
  );
};

export const PriceSections = ({ quote }: { quote: CustomerQuote }) => {
  const t = useT();
  return (
    <QuoteCard title={t('quote.breakdown.title')} testId="customer-quote-breakdown">
      {quote.sections.map((section) => (
        <SectionRows key={section.key} section={section} />
      ))}
      <div className="flex items-baseline justify-between gap-3 pt-3 print:pt-1">
        <p className="text-base font-semibold text-slate-900">{t('quote.total')}</p>
        <p className="text-2xl font-bold text-slate-900 tabular-nums" data-testid="customer-quote-total">
          {formatDollars(quote.totalCost)}
        </p>
      </div>
      <FinancingOffer quote={quote} />
    </QuoteCard>
  );
};
