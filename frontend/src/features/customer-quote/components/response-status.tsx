// What became of the quote once it can no longer be answered here: approved (who signed and when), a
// homeowner's estimate (nothing to sign yet), declined by the customer (with their reason), or otherwise
// closed. Each names the contractor to contact.
import { CircleCheck, CircleSlash, CircleX, Info, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TFunction } from '#frontend/i18n/use-core-t';
import { type CustomerQuoteTextKey, useCustomerQuoteT } from '#frontend/i18n/use-customer-quote-t';
import { formatQuoteDate } from '../quote-dates';
import type { ResponseState } from '../response-state';

type SettledState = Exclude<ResponseState, { kind: 'open' }>;

const tones = {
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: 'text-emerald-700' },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', icon: 'text-sky-700' },
  neutral: { box: 'border-slate-200 bg-slate-50 text-slate-900', icon: 'text-slate-500' },
} as const;

interface StatusPanelProps {
  tone: keyof typeof tones;
  Icon: LucideIcon;
  title: string;
  testId: string;
  children: ReactNode;
}

const StatusPanel = ({ tone, Icon, title, testId, children }: StatusPanelProps) => (
  <div role="status" className={`flex gap-3 rounded-xl border p-4 ${tones[tone].box}`} data-testid={testId}>
    <Icon aria-hidden="true" className={`mt-0.5 size-6 shrink-0 ${tones[tone].icon}`} />
    <div className="min-w-0 space-y-1">
      <p className="text-base font-semibold">{title}</p>
      {children}
    </div>
  </div>
);

/** Each settled state's panel: its tone, icon, title and test id. */
const panels: Record<
  SettledState['kind'],
  Omit<StatusPanelProps, 'title' | 'children'> & { title: CustomerQuoteTextKey }
> = {
  approved: {
    tone: 'success',
    Icon: CircleCheck,
    title: 'customerQuote.approved.title',
    testId: 'customer-quote-approved',
  },
  estimate: {
    tone: 'info',
    Icon: Info,
    title: 'customerQuote.estimate.title',
    testId: 'customer-quote-estimate',
  },
  declined: {
    tone: 'neutral',
    Icon: CircleX,
    title: 'customerQuote.declined.title',
    testId: 'customer-quote-declined',
  },
  closed: {
    tone: 'neutral',
    Icon: CircleSlash,
    title: 'customerQuote.closed.title',
    testId: 'customer-quote-closed',
  },
};

/** What the panel says under its title: what happened, then who to contact. */
const panelLines = (
  t: TFunction<CustomerQuoteTextKey>,
  state: SettledState,
  business: string,
  timeZone: string,
): ReactNode => {
  switch (state.kind) {
    case 'approved': {
      const date = formatQuoteDate(state.signedAt, t.lang, timeZone);
      return (
        <>
          <p className="text-sm">
            {state.signedBy
              ? t('print.approvedOn', { name: state.signedBy, date })
              : t('customerQuote.approved.recorded', { date })}
          </p>
          <p className="text-sm">{t('customerQuote.approved.next', { business })}</p>
        </>
      );
    }
    case 'estimate':
      return <p className="text-sm">{t('customerQuote.estimate.detail', { business })}</p>;
    case 'declined':
      return (
        <>
          <p className="text-sm break-words whitespace-pre-line">
            {t('customerQuote.declined.reason', { reason: state.reason })}
          </p>
          <p className="text-sm">{t('customerQuote.declined.changedMind', { business })}</p>
        </>
      );
    default:
      return <p className="text-sm">{t('customerQuote.closed.detail', { business })}</p>;
  }
};

export const ResponseStatus = ({
  state,
  businessName,
  timeZone,
}: {
  state: SettledState;
  businessName: string;
  /** The contractor's: the day it was signed is the day of their calendar. */
  timeZone: string;
}) => {
  const t = useCustomerQuoteT();
  const { title, ...panel } = panels[state.kind];
  return (
    <StatusPanel {...panel} title={t(title)}>
      {panelLines(t, state, businessName, timeZone)}
    </StatusPanel>
  );
};
