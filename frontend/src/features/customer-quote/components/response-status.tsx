// What became of the quote once it can no longer be answered here: approved (who signed and when),
// declined by the customer (with their reason), or otherwise closed. Each names the contractor to contact.
import { CircleCheck, CircleSlash, CircleX } from 'lucide-react';
import { useT } from '../../../i18n/use-t';
import { formatQuoteDate } from '../quote-dates';
import type { ResponseState } from '../response-state';

type SettledState = Exclude<ResponseState, { kind: 'open' }>;

export const ResponseStatus = ({ state, businessName }: { state: SettledState; businessName: string }) => {
  const t = useT();
  if (state.kind === 'approved') {
    return (
      <div
        role="status"
        className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
        data-testid="customer-quote-approved"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-700" />
        <div className="space-y-1">
          <p className="text-base font-semibold">{t('customerQuote.approved.title')}</p>
          <p className="text-sm">
            {state.signedBy
              ? t('customerQuote.approved.detail', {
                  name: state.signedBy,
                  date: formatQuoteDate(state.signedAt, t.lang),
                })
              : t('customerQuote.approved.recorded', { date: formatQuoteDate(state.signedAt, t.lang) })}
          </p>
          <p className="text-sm">{t('customerQuote.approved.next', { business: businessName })}</p>
        </div>
      </div>
    );
  }
  if (state.kind === 'estimate') {
    return (
      <div
        role="status"
        className="flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-900"
        data-testid="customer-quote-estimate"
      >
        <CircleSlash aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-sky-700" />
        <div className="space-y-1">
          <p className="text-base font-semibold">{t('customerQuote.estimate.title')}</p>
          <p className="text-sm">{t('customerQuote.estimate.detail', { business: businessName })}</p>
        </div>
      </div>
    );
  }
  if (state.kind === 'declined') {
    return (
      <div
        role="status"
        className="flex gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-900"
        data-testid="customer-quote-declined"
      >
        <CircleX aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-500" />
        <div className="min-w-0 space-y-1">
          <p className="text-base font-semibold">{t('customerQuote.declined.title')}</p>
          <p className="text-sm break-words whitespace-pre-line">
            {t('customerQuote.declined.reason', { reason: state.reason })}
          </p>
          <p className="text-sm">{t('customerQuote.declined.changedMind', { business: businessName })}</p>
        </div>
      </div>
    );
  }
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-900"
      data-testid="customer-quote-closed"
    >
      <CircleSlash aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-500" />
      <div className="space-y-1">
        <p className="text-base font-semibold">{t('customerQuote.closed.title')}</p>
        <p className="text-sm">{t('customerQuote.closed.detail', { business: businessName })}</p>
      </div>
    </div>
  );
};
