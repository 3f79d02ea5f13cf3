// The requests a rate limit refused (the first of each window), newest first: when, which limit and the
// client it refused (an IP address, or an account for the sign-in limits).
import { useSuspenseQuery } from '@tanstack/react-query';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { formatTime } from '../admin-display';
import { rateLimitEventsQueryOptions } from '../api/security';
import { EmptyNote } from './admin-page-frame';
import { AdminTable, cellClass } from './admin-table';

export const RateLimitEventsTable = () => {
  const t = useT();
  const { data: events } = useSuspenseQuery(rateLimitEventsQueryOptions());
  if (events.length === 0) return <EmptyNote>{t('admin.rateLimits.none')}</EmptyNote>;
  const locale = localeOf(t.lang);
  return (
    <AdminTable
      testId="rate-limit-events-table"
      caption={t('admin.rateLimits.title')}
      columns={[t('admin.col.time'), t('admin.rateLimits.scope'), t('admin.rateLimits.client')]}
    >
      {events.map((event) => (
        <tr key={event.id} data-testid="rate-limit-event">
          <td className={cellClass}>
            <time dateTime={event.at}>{formatTime(event.at, locale)}</time>
          </td>
          <td className={cellClass}>
            <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-800">{event.scope}</code>
          </td>
          <td className={`${cellClass} font-mono text-xs`}>{event.subject || '—'}</td>
        </tr>
      ))}
    </AdminTable>
  );
};
