// The contractor's own terms and disclaimers, shown as they wrote them (not translated).
import { useCustomerQuoteT } from '#frontend/i18n/use-customer-quote-t';
import { QuoteCard } from './quote-card';

export const Disclaimers = ({ disclaimers }: { disclaimers: readonly string[] }) => {
  const t = useCustomerQuoteT();
  // The same text twice says nothing new (and each text is its own key).
  const shown = [...new Set(disclaimers.filter((text) => text.trim() !== ''))];
  if (shown.length === 0) return null;
  return (
    <QuoteCard title={t('customerQuote.disclaimers.title')} testId="customer-quote-disclaimers">
      <ul className="space-y-2 text-xs leading-relaxed text-slate-600 print:space-y-1 print:text-[10px]">
        {shown.map((text) => (
          <li key={text} className="whitespace-pre-line">
            {text}
          </li>
        ))}
      </ul>
    </QuoteCard>
  );
};
