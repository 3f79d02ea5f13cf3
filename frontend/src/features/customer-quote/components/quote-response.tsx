// The customer's answer: while the quote is open, approve (typed signature and consent) or decline
// (with a reason); afterwards, what happened. A failure that belongs to no field (the quote closed
// meanwhile, too many tries...) shows in a banner here, which stays while the page catches up.
import { lazy, Suspense, useState } from 'react';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Spinner } from '#frontend/components/ui/spinner';
import { useCustomerQuoteT } from '#frontend/i18n/use-customer-quote-t';
import { useNeededSoon } from '#frontend/lib/use-needed-soon';
import type { CustomerQuote } from '../api/get-customer-quote';
import { responseStateOf } from '../response-state';
import { QuoteCard } from './quote-card';
import { ResponseStatus } from './response-status';

// The answer forms (the form library and the server's schemas, about 50 kB gzipped, 30–50 ms of evaluation on a
// fast machine) load as the homeowner heads for them (`useNeededSoon`: their first scroll, tap or key, or the
// forms in view), not while the quote starts: they read the quote first, and reach the forms at its end.
const ApproveForm = lazy(() => import('./approve-form').then((module) => ({ default: module.ApproveForm })));
const DeclineForm = lazy(() => import('./decline-form').then((module) => ({ default: module.DeclineForm })));

const FormsLoading = () => (
  <div className="flex justify-center py-6 text-slate-400">
    <Spinner className="size-6" />
  </div>
);

interface AnswerFormsProps {
  quote: CustomerQuote;
  /** A failure that belongs to no field (null clears it). */
  onFailure: (message: string | null) => void;
}

const AnswerForms = ({ quote, onFailure }: AnswerFormsProps) => {
  const t = useCustomerQuoteT();
  const businessName = quote.contractor.businessName;
  return (
    <Suspense fallback={<FormsLoading />}>
      <p className="text-sm text-slate-700">{t('customerQuote.approve.intro')}</p>
      <ApproveForm
        quoteId={quote.id}
        version={quote.version}
        businessName={businessName}
        onFailure={onFailure}
      />
      <div className="border-t border-slate-100 pt-4">
        <p className="mb-2 text-sm text-slate-600">{t('customerQuote.decline.intro')}</p>
        <DeclineForm quoteId={quote.id} businessName={businessName} onFailure={onFailure} />
      </div>
    </Suspense>
  );
};

export const QuoteResponse = ({ quote }: { quote: CustomerQuote }) => {
  const t = useCustomerQuoteT();
  const [failure, setFailure] = useState<string | null>(null);
  const [formsPlace, formsNeeded] = useNeededSoon<HTMLDivElement>();
  const state = responseStateOf(quote);
  const open = state.kind === 'open';
  return (
    <QuoteCard
      title={open ? t('customerQuote.approve.title') : t('customerQuote.response.title')}
      className="print:hidden"
      testId="customer-quote-response"
    >
      <div className="space-y-4" ref={formsPlace}>
        {failure ? <AlertBanner title={t('customerQuote.response.failed')}>{failure}</AlertBanner> : null}
        {!open ? (
          <ResponseStatus
            state={state}
            businessName={quote.contractor.businessName}
            timeZone={quote.contractor.timeZone}
          />
        ) : formsNeeded ? (
          <AnswerForms quote={quote} onFailure={setFailure} />
        ) : (
          <FormsLoading />
        )}
      </div>
    </QuoteCard>
  );
};
