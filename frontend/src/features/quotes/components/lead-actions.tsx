// What a homeowner can do with their estimate: have it texted (the confirmation tells honestly whether the
// text went out), connect with the contractor serving the ZIP, and — only when that contractor has a
// financing partner link — check financing. Both open the same contact form (lead-form.tsx, loaded while
// the estimate is read) and create the same lead: one idempotency key per shown estimate. On a contractor's
// own page, the lead goes to that contractor and the texts name them.
import { CircleCheck, ExternalLink, MessageSquareText, Users } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { formatPhoneDisplay } from '#domain/phone';
import type { EstimateRequestInput } from '#domain/pricing/schemas';
import { Button } from '#frontend/components/ui/button';
import { buttonClasses } from '#frontend/components/ui/button-styles';
import { Spinner } from '#frontend/components/ui/spinner';
import { useEstimateT } from '#frontend/i18n/use-estimate-t';
import { type CapturedLead, useCreateLead } from '../api/create-lead';
import type { CalculatorContractor } from '../calculator-contractor';
import type { LeadAction as Action } from './lead-form';

const loadLeadForm = () => import('./lead-form');
const LeadForm = lazy(() => loadLeadForm().then((module) => ({ default: module.LeadForm })));

interface LeadActionsProps {
  request: EstimateRequestInput;
  idempotencyKey: string;
  financingUrl: string | null;
  contractor?: CalculatorContractor | undefined;
}

/** Whether the requested text went out (docs/api.md: `text` of POST /api/leads). */
const TextOutcome = ({ lead, phone }: { lead: CapturedLead; phone: string }) => {
  const t = useEstimateT();
  switch (lead.text) {
    case 'sent':
      return <p data-testid="lead-text-outcome">{t('quoteSend.lead.sent', { phone })}</p>;
    case 'failed':
      return (
        <p data-testid="lead-text-outcome">
          {lead.contractorName
            ? t('quoteSend.lead.failed', { contractor: lead.contractorName })
            : t('quoteSend.lead.failedNoContractor')}
        </p>
      );
    case 'not_sent':
      return <p data-testid="lead-text-outcome">{t('quoteSend.lead.notSent')}</p>;
    default:
      return null;
  }
};

interface ConfirmationProps {
  action: Action;
  lead: CapturedLead;
  phone: string;
  contractor: CalculatorContractor | undefined;
}

/** Who has the quote now: the page's contractor, the one serving the ZIP, or one still to be matched. */
const recipientText = (
  t: ReturnType<typeof useEstimateT>,
  { lead, phone, contractor }: Omit<ConfirmationProps, 'action'>,
): string => {
  if (contractor)
    return t('quote.lead.sentToContractor', { name: lead.contractorName ?? contractor.businessName, phone });
  return lead.contractorName
    ? t('quote.lead.contractorNamed', { name: lead.contractorName, phone })
    : t('quote.lead.contractorMatched', { phone });
};

const Confirmation = ({ action, ...recipient }: ConfirmationProps) => {
  const t = useEstimateT();
  const { lead, phone } = recipient;
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
      data-testid="lead-confirmation"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="space-y-1">
        <p className="font-semibold">{t('quote.lead.saved')}</p>
        {action === 'text' ? <TextOutcome lead={lead} phone={phone} /> : null}
        <p>{recipientText(t, recipient)}</p>
      </div>
    </div>
  );
};

export const LeadActions = ({ request, idempotencyKey, financingUrl, contractor }: LeadActionsProps) => {
  const t = useEstimateT();
  const createLead = useCreateLead(contractor);
  const [action, setAction] = useState<Action | null>(null);
  // The form brings the form library: it loads while the estimate is read, before anyone asks for it.
  useEffect(() => {
    loadLeadForm().catch(() => undefined);
  }, []);

  const sent = createLead.variables;
  if (createLead.data && sent) {
    return (
      <Confirmation
        action={sent.textRequested ? 'text' : 'connect'}
        lead={createLead.data}
        phone={formatPhoneDisplay(sent.phone)}
        contractor={contractor}
      />
    );
  }

  const actionButton = (which: Action, Icon: typeof Users) => (
    <Button
      variant={action === which ? 'primary' : 'secondary'}
      size="lg"
      className="w-full justify-start"
      aria-expanded={action === which}
      onClick={() => setAction(which)}
    >
      <Icon aria-hidden="true" className="size-5" />
      {which === 'connect' && contractor
        ? t('quote.lead.connectContractor', { name: contractor.businessName })
        : t(`quote.lead.${which}`)}
    </Button>
  );

  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {actionButton('text', MessageSquareText)}
        {actionButton('connect', Users)}
      </div>
      {financingUrl ? (
        <a
          href={financingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary', 'lg', 'w-full')}
        >
          {t('quote.financing.apply')}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      ) : null}
      {financingUrl ? <p className="text-xs text-slate-500">{t('quote.financing.softCheck')}</p> : null}

      {action ? (
        <Suspense fallback={<Spinner className="size-5" />}>
          <LeadForm
            action={action}
            contractorName={contractor?.businessName}
            onSubmit={(contact) =>
              createLead.mutateAsync({
                request,
                ...contact,
                language: t.lang,
                idempotencyKey,
                textRequested: action === 'text',
              })
            }
          />
        </Suspense>
      ) : null}
    </div>
  );
};
