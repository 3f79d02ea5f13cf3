// "Security monitoring": the newest security audit events as a table that scrolls sideways on phones. The
// events load with the page but fail on their own: the rest of the admin page stays usable.
import { useSuspenseQuery } from '@tanstack/react-query';
import { LoadingStatus } from '#frontend/components/ui/loading-status';
import { QueryBoundary } from '#frontend/components/ui/query-boundary';
import { RegionLoadFailed } from '#frontend/components/ui/region-load-failed';
import { localeOf, type TranslationKey } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { auditEventsQueryOptions } from '../api/get-audit-events';

export const AuditEventsTable = () => {
  const t = useT();
  return (
    <QueryBoundary
      pending={<LoadingStatus className="py-6 text-sm">{t('common.loading')}</LoadingStatus>}
      failure={({ error }) => <RegionLoadFailed title={t('admin.eventsLoadFailed')} error={error} />}
    >
      <AuditEvents />
    </QueryBoundary>
  );
};

const columns: readonly TranslationKey[] = [
  'admin.col.time',
  'admin.col.event',
  'form.emailColumn',
  'admin.col.ip',
  'admin.col.userAgent',
];

const AuditEvents = () => {
  const t = useT();
  const events = useSuspenseQuery(auditEventsQueryOptions());

  if (events.data.length === 0) return <p className="py-6 text-sm text-slate-600">{t('admin.noEvents')}</p>;

  const time = new Intl.DateTimeFormat(localeOf(t.lang), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table
        className="min-w-full divide-y divide-slate-200 text-left text-sm"
        data-testid="audit-events-table"
      >
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((key) => (
              <th key={key} scope="col" className="whitespace-nowrap px-3 py-2">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {events.data.map((event) => (
            <tr key={event.id}>
              <td className="whitespace-nowrap px-3 py-2 text-slate-700">
                <time dateTime={event.at}>{time.format(new Date(event.at))}</time>
              </td>
              <td className="whitespace-nowrap px-3 py-2">
                <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-800">
                  {event.type}
                </code>
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-slate-700">{event.email || '—'}</td>
              <td className="whitespace-nowrap px-3 py-2 font-mono text-xs text-slate-700">
                {event.ip || '—'}
              </td>
              <td className="max-w-xs truncate px-3 py-2 text-slate-500" title={event.userAgent ?? undefined}>
                {event.userAgent || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
