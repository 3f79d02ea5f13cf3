// /admin/contractors: the businesses, found by the start of their name or an owner's email (the URL's `q`,
// written once typing pauses): business, owner, plan, trial end, status and when it joined. A business opens
// its details (team, activity) with Extend trial, Deactivate and Reactivate.
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Building2 } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { SearchField } from '#frontend/components/fields/search-field';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { formatDay } from '../admin-display';
import { type AdminContractor, adminContractorsQueryOptions } from '../api/contractors';
import { useSearchText } from '../use-search-text';
import { ActiveBadge, AdminPageFrame, AdminRegion, EmptyNote } from './admin-page-frame';
import { AdminSection } from './admin-section';
import { AdminTable, cellClass } from './admin-table';
import { ContractorDialog } from './contractor-dialog';

const contractorsRoute = getRouteApi('/_authenticated/admin/contractors');

const ContractorRow = ({ contractor, onOpen }: { contractor: AdminContractor; onOpen: () => void }) => {
  const t = useT();
  const locale = localeOf(t.lang);
  return (
    <tr data-testid="admin-contractor" data-id={contractor.id}>
      <td className={cellClass}>
        <button
          type="button"
          onClick={onOpen}
          className="font-semibold text-brand-800 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700"
          data-testid="admin-contractor-open"
        >
          {contractor.businessName || t('admin.contractors.unnamed')}
        </button>
      </td>
      <td className={cellClass}>
        <span className="block text-slate-900">{contractor.ownerName || '—'}</span>
        <span className="block text-xs text-slate-600">{contractor.ownerEmail}</span>
      </td>
      <td className={cellClass}>{t('admin.plan.trial')}</td>
      <td className={cellClass}>
        {contractor.trialEndsAt ? formatDay(contractor.trialEndsAt, locale) : '—'}
      </td>
      <td className={cellClass}>
        <ActiveBadge active={contractor.active} />
      </td>
      <td className={cellClass}>{formatDay(contractor.createdAt, locale)}</td>
    </tr>
  );
};

const Contractors = ({ q, onOpen }: { q: string; onOpen: (contractor: AdminContractor) => void }) => {
  const t = useT();
  // While the next search loads, the last results stay on screen.
  const shownQ = useDeferredValue(q);
  const { data: contractors } = useSuspenseQuery(adminContractorsQueryOptions(shownQ));
  if (contractors.length === 0)
    return (
      <EmptyNote>
        {shownQ ? t('admin.contractors.noMatches', { q: shownQ }) : t('admin.contractors.none')}
      </EmptyNote>
    );
  return (
    <AdminTable
      testId="admin-contractors-table"
      caption={t('nav.contractors')}
      columns={[
        t('admin.col.business'),
        t('role.owner'),
        t('admin.col.plan'),
        t('admin.col.trialEnds'),
        t('form.status'),
        t('admin.col.joinedOn'),
      ]}
    >
      {contractors.map((contractor) => (
        <ContractorRow key={contractor.id} contractor={contractor} onOpen={() => onOpen(contractor)} />
      ))}
    </AdminTable>
  );
};

export const AdminContractorsPage = () => {
  const t = useT();
  const search = contractorsRoute.useSearch();
  const navigate = contractorsRoute.useNavigate();
  const box = useSearchText(
    search.q,
    (q) => void navigate({ search: (previous) => ({ ...previous, q }), replace: true }),
  );
  const [open, setOpen] = useState<AdminContractor | null>(null);
  return (
    <AdminPageFrame title={t('nav.contractors')} subtitle={t('admin.contractors.subtitle')}>
      <AdminSection
        id="contractors-title"
        icon={Building2}
        title={t('admin.contractors.title')}
        hint={t('admin.contractors.hint')}
      >
        <div className="mb-4 max-w-md">
          <SearchField
            id="admin-contractor-search"
            type="search"
            label={t('admin.contractors.search')}
            hint={t('admin.contractors.searchHint')}
            value={box.text}
            onValueChange={box.setText}
            autoComplete="off"
            data-testid="admin-contractor-search"
          />
        </div>
        <AdminRegion failedTitle={t('admin.contractors.loadFailed')}>
          <Contractors q={search.q ?? ''} onOpen={setOpen} />
        </AdminRegion>
      </AdminSection>
      {open ? <ContractorDialog key={open.id} contractor={open} onClose={() => setOpen(null)} /> : null}
    </AdminPageFrame>
  );
};
