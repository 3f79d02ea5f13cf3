// The builder's two pages: a new quote, and an existing quote opened for editing. Both price with the
// signed-in contractor's settings, which their routes load first.
import { useSuspenseQuery } from '@tanstack/react-query';
import { useCurrentUser } from '#frontend/lib/current-user';
import { pricingSettingsQueryOptions } from '#frontend/lib/pricing-settings';
import { quoteQueryOptions } from '../api/get-quote';
import { QuoteBuilder } from './quote-builder';

const useContractorId = () => useCurrentUser().data?.contractor?.id ?? '';

export const NewQuotePage = ({ customerName, phone }: { customerName?: string; phone?: string }) => {
  const { data: settings } = useSuspenseQuery(pricingSettingsQueryOptions());
  const contractorId = useContractorId();
  return <QuoteBuilder settings={settings} contractorId={contractorId} customer={{ customerName, phone }} />;
};

export const EditQuotePage = ({ id }: { id: string }) => {
  const { data: settings } = useSuspenseQuery(pricingSettingsQueryOptions());
  const { data: quote } = useSuspenseQuery(quoteQueryOptions(id));
  const contractorId = useContractorId();
  // A reloaded quote (someone else saved it first) opens anew: the builder starts from its saved values.
  return (
    <QuoteBuilder
      key={`${quote.id}@${quote.version}`}
      settings={settings}
      contractorId={contractorId}
      quote={quote}
    />
  );
};
