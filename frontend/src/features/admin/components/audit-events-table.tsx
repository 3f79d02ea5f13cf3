// "Security monitoring": the newest security audit events as a table that scrolls sideways on phones. The
// events load with the page but fail on their own: the rest of the admin page stays usable.
import { useSuspenseQuery } from '@tanstack/react-query';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { QueryBoundary } from '#frontend/components/ui/query-boundary';
import { Spinner } from '#frontend/components/ui/spinner';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { auditEventsQueryOptions } from '../api/get-audit-events';

const EventsLoading = () => {
  const t = useT();
  return (
    <div role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
      <Spinner className="size-4" />
      {t('common.loading')}
    </div>
  );
};

const EventsLoadFailed = ({ error }: { error: unknown }) => {
  const t = useT();
  return (
    <AlertBanner title={t('admin.eventsLoadFailed')}>
      {t.localize(error instanceof Error ? error.message : String(error))}
    </AlertBanner>
  );
};

export const AuditEventsTable = () => (
  <QueryBoundary pending={<EventsLoading />} failure={({ error }) => <EventsLoadFailed error={error} />}>
    <AuditEvents />
  </QueryBoundary>
);

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
            <th scope="col" className="whitespace-nowrap px-3 py-2">
              {t('admin.col.time')}
            </th>
            <th scope="col" className="whitespace-nowrap px-3 py-2">
              {t('admin.col.event')}
            </th>
            <th scope="col" className="whitespace-nowrap px-3 py-2">
              {t('form.emailColumn')}
            </th>
            <th scope="col" className="whitespace-nowrap px-3 py-2">
              {t('admin.col.ip')}
            </th>
            <th scope="col" className="whitespace-nowrap px-3 py-2">
              {t('admin.col.userAgent')}
            </th>
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
