// The builder's two pages: a new quote, and an existing quote opened for editing. Both price with the
// signed-in contractor's settings, which their routes load first (kept on the device too, so a new quote
// prices offline), and say when those settings were read.
import { useSuspenseQuery } from '@tanstack/react-query';
import { useCurrentUser } from '#frontend/lib/current-user';
import { customerQueryOptions } from '#frontend/lib/customer-record';
import { pricingSettingsQueryOptions } from '#frontend/lib/pricing-settings';
import { quoteQueryOptions } from '../api/get-quote';
import { QuoteBuilder } from './quote-builder';

const useContractorId = () => useCurrentUser().data?.contractor?.id ?? '';

const NewQuoteForCustomer = ({ customerId }: { customerId: string }) => {
  const { data: settings, dataUpdatedAt } = useSuspenseQuery(pricingSettingsQueryOptions());
  const { data: customer } = useSuspenseQuery(customerQueryOptions(customerId));
  const contractorId = useContractorId();
  // A deleted customer can take no new quote: the builder then starts with nobody picked.
  return (
    <QuoteBuilder
      settings={settings}
      pricesUpdatedAt={dataUpdatedAt}
      contractorId={contractorId}
      customer={customer.archived ? undefined : customer}
    />
  );
};

/** A new quote; started from a customer's page (`customerId`), it is for that customer. */
export const NewQuotePage = ({ customerId }: { customerId?: string | undefined }) => {
  const { data: settings, dataUpdatedAt } = useSuspenseQuery(pricingSettingsQueryOptions());
  const contractorId = useContractorId();
  if (customerId) return <NewQuoteForCustomer customerId={customerId} />;
  return <QuoteBuilder settings={settings} pricesUpdatedAt={dataUpdatedAt} contractorId={contractorId} />;
};

export const EditQuotePage = ({ id }: { id: string }) => {
  const { data: settings, dataUpdatedAt } = useSuspenseQuery(pricingSettingsQueryOptions());
  const { data: quote } = useSuspenseQuery(quoteQueryOptions(id));
  const contractorId = useContractorId();
  // A reloaded quote (someone else saved it first) opens anew: the builder starts from its saved values.
  return (
    <QuoteBuilder
      key={`${quote.id}@${quote.version}`}
      settings={settings}
      pricesUpdatedAt={dataUpdatedAt}
      contractorId={contractorId}
      quote={quote}
    />
  );
};
