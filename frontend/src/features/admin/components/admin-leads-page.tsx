// /admin/leads: the homeowners' leads no contractor could take (a ZIP nobody serves, or everyone full),
// newest first — number, customer, ZIP, fence, total and when it came — each given to a business (Assign) or
// discarded with a reason; then the lead routing rules that decide who gets the next ones.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Inbox, Route } from 'lucide-react';
import { useState } from 'react';
import { formatQuantity } from '#frontend/components/estimate/estimate-breakdown';
import { formatDollars } from '#frontend/components/estimate/estimate-lines';
import { Button } from '#frontend/components/ui/button';
import { localeOf } from '#frontend/i18n/language';
import { type TFunction, useT } from '#frontend/i18n/use-t';
import { formatTime } from '../admin-display';
import { type Lead, unroutedLeadsQueryOptions } from '../api/leads';
import { AdminPageFrame, AdminRegion, EmptyNote } from './admin-page-frame';
import { AdminSection } from './admin-section';
import { AdminTable, cellClass } from './admin-table';
import { AssignLeadDialog, DiscardLeadDialog } from './lead-dialogs';
import { LeadRulesSection } from './lead-rules-section';

/** "Vinyl · 120 ft · 1 gate". */
const fenceSummary = (lead: Lead, t: TFunction) =>
  [
    t(`quote.material.${lead.fenceType}`),
    formatQuantity(t, lead.linearFeet, 'ft'),
    formatQuantity(t, lead.gates, 'gate'),
  ].join(' · ');

type LeadAction = { kind: 'assign' | 'discard'; lead: Lead };

const LeadList = ({ onAct }: { onAct: (action: LeadAction) => void }) => {
  const t = useT();
  const { data: leads } = useSuspenseQuery(unroutedLeadsQueryOptions());
  if (leads.length === 0) return <EmptyNote>{t('admin.leads.none')}</EmptyNote>;
  const locale = localeOf(t.lang);
  return (
    <AdminTable
      testId="unrouted-leads-table"
      caption={t('admin.leads.title')}
      columns={[
        t('csv.number'),
        t('createJob.customer'),
        t('admin.col.zip'),
        t('admin.col.fence'),
        t('quote.total'),
        t('admin.col.created'),
        t('admin.col.actions'),
      ]}
    >
      {leads.map((lead) => (
        <tr key={lead.id} data-testid="unrouted-lead" data-number={lead.number}>
          <td className={`${cellClass} font-medium text-slate-900`}>
            {t('quote.number', { number: lead.number })}
          </td>
          <td className={cellClass}>{lead.customerName || '—'}</td>
          <td className={`${cellClass} tabular-nums`}>{lead.zipCode}</td>
          <td className={cellClass}>{fenceSummary(lead, t)}</td>
          <td className={`${cellClass} tabular-nums`}>{formatDollars(lead.totalCost)}</td>
          <td className={cellClass}>
            <time dateTime={lead.createdAt}>{formatTime(lead.createdAt, locale)}</time>
          </td>
          <td className={cellClass}>
            <div className="flex gap-2">
              <Button
                size="sm"
                aria-label={t('admin.leads.assignTitle', { number: lead.number })}
                onClick={() => onAct({ kind: 'assign', lead })}
                data-testid="lead-assign"
              >
                {t('admin.leads.assign')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('admin.leads.discardOne', { number: lead.number })}
                onClick={() => onAct({ kind: 'discard', lead })}
                data-testid="lead-discard"
              >
                {t('settings.discard')}
              </Button>
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
};

export const AdminLeadsPage = () => {
  const t = useT();
  const [action, setAction] = useState<LeadAction | null>(null);
  const close = () => setAction(null);
  return (
    <AdminPageFrame title={t('admin.nav.leads')} subtitle={t('admin.leads.subtitle')}>
      <AdminSection
        id="unrouted-leads-title"
        icon={Inbox}
        title={t('admin.leads.title')}
        hint={t('admin.leads.hint')}
      >
        <AdminRegion failedTitle={t('admin.leads.loadFailed')}>
          <LeadList onAct={setAction} />
        </AdminRegion>
      </AdminSection>
      <AdminSection
        id="lead-routing-title"
        icon={Route}
        title={t('leadRouting.title')}
        hint={t('leadRouting.hint')}
      >
        <LeadRulesSection />
      </AdminSection>
      {action?.kind === 'assign' ? <AssignLeadDialog lead={action.lead} onClose={close} /> : null}
      {action?.kind === 'discard' ? <DiscardLeadDialog lead={action.lead} onClose={close} /> : null}
    </AdminPageFrame>
  );
};
