// The security log (the last 7 days, newest first, at most 100): when, what happened (in words), who did it,
// to what, the reason or values, the IP address and browser. Filtered by event type and by text (part of an
// email, a target or an IP), both kept in the URL (`type`, `q`); the text follows typing once it pauses.
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import type { AuditEventType } from '#domain/vocabularies';
import { SearchField } from '#frontend/components/fields/search-field';
import { SelectField } from '#frontend/components/fields/select-field';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { auditEventLabelKey, auditTypesShown, formatTime, knownAuditType } from '../admin-display';
import { type AuditFilter, auditEventsQueryOptions } from '../api/security';
import { useSearchText } from '../use-search-text';
import { AdminRegion, EmptyNote } from './admin-page-frame';
import { AdminTable, cellClass } from './admin-table';

const securityRoute = getRouteApi('/_authenticated/admin/security');

const AuditFilters = () => {
  const t = useT();
  const search = securityRoute.useSearch();
  const navigate = securityRoute.useNavigate();
  const box = useSearchText(
    search.q,
    (q) => void navigate({ search: (previous) => ({ ...previous, q }), replace: true }),
  );
  const types = auditTypesShown()
    .map((type) => ({ value: type, label: t(auditEventLabelKey(type)) }))
    .sort((a, b) => a.label.localeCompare(b.label, localeOf(t.lang)));
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-2">
      <SelectField<AuditEventType | ''>
        id="audit-type"
        label={t('admin.audit.type')}
        value={knownAuditType(search.type) ?? ''}
        options={[{ value: '', label: t('admin.audit.allTypes') }, ...types]}
        onValueChange={(type) =>
          void navigate({ search: (previous) => ({ ...previous, type: type || undefined }), replace: true })
        }
        data-testid="audit-type"
      />
      <SearchField
        id="audit-search"
        type="search"
        label={t('admin.audit.search')}
        hint={t('admin.audit.searchHint')}
        value={box.text}
        onValueChange={box.setText}
        autoComplete="off"
        data-testid="audit-search"
      />
    </div>
  );
};

const AuditEvents = ({ filter }: { filter: AuditFilter }) => {
  const t = useT();
  // While a new filter loads, the last results stay on screen.
  const shown = useDeferredValue(filter);
  const { data: events } = useSuspenseQuery(auditEventsQueryOptions(shown));
  if (events.length === 0)
    return <EmptyNote>{t(filter.type || filter.q ? 'admin.audit.noMatches' : 'admin.noEvents')}</EmptyNote>;
  const locale = localeOf(t.lang);
  return (
    <AdminTable
      testId="audit-events-table"
      caption={t('admin.audit.title')}
      columns={[
        t('admin.col.time'),
        t('admin.col.event'),
        t('admin.col.actor'),
        t('admin.col.target'),
        t('admin.col.detail'),
        t('admin.col.ip'),
        t('admin.col.userAgent'),
      ]}
    >
      {events.map((event) => (
        <tr key={event.id} data-testid="audit-event" data-type={event.type}>
          <td className={cellClass}>
            <time dateTime={event.at}>{formatTime(event.at, locale)}</time>
          </td>
          <td className={`${cellClass} font-medium text-slate-900`}>{t(auditEventLabelKey(event.type))}</td>
          <td className={cellClass}>{event.email || '—'}</td>
          <td className={cellClass}>{event.target || '—'}</td>
          <td className="max-w-xs truncate px-3 py-2 text-slate-700" title={event.detail || undefined}>
            {event.detail || '—'}
          </td>
          <td className={`${cellClass} font-mono text-xs`}>{event.ip || '—'}</td>
          <td className="max-w-xs truncate px-3 py-2 text-slate-600" title={event.userAgent || undefined}>
            {event.userAgent || '—'}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
};

export const AuditEventsTable = () => {
  const t = useT();
  const search = securityRoute.useSearch();
  return (
    <>
      <AuditFilters />
      <AdminRegion failedTitle={t('admin.eventsLoadFailed')}>
        <AuditEvents filter={{ type: knownAuditType(search.type), q: search.q ?? '' }} />
      </AdminRegion>
    </>
  );
};
