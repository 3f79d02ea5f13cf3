// The customer's answer: while the quote is open, approve (typed signature and consent) or decline
// (with a reason); afterwards, what happened. A failure that belongs to no field (the quote closed
// meanwhile, too many tries...) shows in a banner here, which stays while the page catches up.
import { lazy, Suspense, useState } from 'react';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Spinner } from '#frontend/components/ui/spinner';
import { useCustomerQuoteT } from '#frontend/i18n/use-customer-quote-t';
import type { CustomerQuote } from '../api/get-customer-quote';
import { responseStateOf } from '../response-state';
import { QuoteCard } from './quote-card';
import { ResponseStatus } from './response-status';

// The answer forms (the form library and the server's schemas, about 50 kB) load once the quote shows, not
// before it: the homeowner reads the quote first, and reaches them at its end.
const ApproveForm = lazy(() => import('./approve-form').then((module) => ({ default: module.ApproveForm })));
const DeclineForm = lazy(() => import('./decline-form').then((module) => ({ default: module.DeclineForm })));

const FormsLoading = () => (
  <div className="flex justify-center py-6 text-slate-400">
    <Spinner className="size-6" />
  </div>
);

export const QuoteResponse = ({ quote }: { quote: CustomerQuote }) => {
  const t = useCustomerQuoteT();
  const [failure, setFailure] = useState<string | null>(null);
  const state = responseStateOf(quote);
  const businessName = quote.contractor.businessName;
  return (
    <QuoteCard
      title={state.kind === 'open' ? t('customerQuote.approve.title') : t('customerQuote.response.title')}
      className="print:hidden"
      testId="customer-quote-response"
    >
      <div className="space-y-4">
        {failure ? <AlertBanner title={t('customerQuote.response.failed')}>{failure}</AlertBanner> : null}
        {state.kind === 'open' ? (
          <Suspense fallback={<FormsLoading />}>
            <p className="text-sm text-slate-700">{t('customerQuote.approve.intro')}</p>
            <ApproveForm
              quoteId={quote.id}
              version={quote.version}
              businessName={businessName}
              onFailure={setFailure}
            />
            <div className="border-t border-slate-100 pt-4">
              <p className="mb-2 text-sm text-slate-600">{t('customerQuote.decline.intro')}</p>
              <DeclineForm quoteId={quote.id} businessName={businessName} onFailure={setFailure} />
            </div>
          </Suspense>
        ) : (
          <ResponseStatus state={state} businessName={businessName} />
        )}
      </div>
    </QuoteCard>
  );
};
