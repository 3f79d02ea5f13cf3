// The security alerts the rules raised (many failed sign-ins for an account or from an IP, an administrator
// granted, a burst of refused requests, WAF blocks): the open ones first, each with what it is about, how many
// events raised it and when, and Acknowledge; acknowledged ones say who did and when. On the overview, the
// open ones' count and the newest few, with the way to the security page.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import { Button } from '#frontend/components/ui/button';
import { StatusPill } from '#frontend/components/ui/status-pill';
import { toast } from '#frontend/components/ui/toast-store';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { failureToast } from '#frontend/lib/failure-text';
import { alertRuleLabelKey, alertsInOrder, formatTime } from '../admin-display';
import { alertsQueryOptions, type SecurityAlert, useAcknowledgeAlert } from '../api/security';
import { EmptyNote } from './admin-page-frame';
import { AdminTable, cellClass } from './admin-table';

const AcknowledgeButton = ({ alert }: { alert: SecurityAlert }) => {
  const t = useT();
  const acknowledge = useAcknowledgeAlert();
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={acknowledge.isPending}
      aria-label={t('admin.alerts.acknowledgeOne', {
        rule: t(alertRuleLabelKey(alert.rule)),
        subject: alert.subject,
      })}
      onClick={() =>
        acknowledge.mutate(alert.id, {
          onSuccess: () => toast({ title: t('admin.alerts.acknowledged') }),
          onError: (error) => toast(failureToast(error, t, t('admin.alerts.acknowledgeFailed'))),
        })
      }
      data-testid="alert-acknowledge"
    >
      <Check aria-hidden="true" className="size-4" />
      {t('admin.alerts.acknowledge')}
    </Button>
  );
};

const AlertState = ({ alert }: { alert: SecurityAlert }) => {
  const t = useT();
  if (alert.acknowledgedAt === null)
    return (
      <div className="flex items-center gap-3">
        <StatusPill status="open" tone="bg-amber-100 text-amber-900" testId="alert-state">
          {t('admin.alerts.open')}
        </StatusPill>
        <AcknowledgeButton alert={alert} />
      </div>
    );
  return (
    <span className="block min-w-48 text-xs whitespace-normal text-slate-600" data-testid="alert-state">
      {t('admin.alerts.acknowledgedBy', {
        name: alert.acknowledgedBy || '—',
        time: formatTime(alert.acknowledgedAt, localeOf(t.lang)),
      })}
    </span>
  );
};

/** Every alert, open first, with Acknowledge (the security page). */
export const SecurityAlerts = () => {
  const t = useT();
  const { data } = useSuspenseQuery(alertsQueryOptions());
  if (data.alerts.length === 0) return <EmptyNote>{t('admin.alerts.none')}</EmptyNote>;
  const locale = localeOf(t.lang);
  return (
    <AdminTable
      testId="alerts-table"
      caption={t('admin.alerts.title')}
      columns={[
        t('admin.alerts.rule'),
        t('admin.alerts.subject'),
        t('admin.alerts.count'),
        t('admin.alerts.raised'),
        t('form.status'),
      ]}
    >
      {alertsInOrder(data.alerts).map((alert) => (
        <tr key={alert.id} data-testid="alert" data-rule={alert.rule}>
          <td className={`${cellClass} font-medium text-slate-900`}>{t(alertRuleLabelKey(alert.rule))}</td>
          <td className={cellClass}>{alert.subject || '—'}</td>
          <td className={`${cellClass} tabular-nums`}>{alert.count.toLocaleString(locale)}</td>
          <td className={cellClass}>
            <time dateTime={alert.raisedAt}>{formatTime(alert.raisedAt, locale)}</time>
          </td>
          <td className={cellClass}>
            <AlertState alert={alert} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
};

const OVERVIEW_ALERTS = 5;

/** The open alerts' count and the newest few, with the way to the security page (the overview). */
export const OpenAlertsSummary = () => {
  const t = useT();
  const { data } = useSuspenseQuery(alertsQueryOptions());
  const open = alertsInOrder(data.alerts).filter((alert) => alert.acknowledgedAt === null);
  const locale = localeOf(t.lang);
  return (
    <div className="space-y-3">
      <p
        className={`text-sm font-semibold ${data.open > 0 ? 'text-amber-900' : 'text-slate-700'}`}
        data-testid="open-alerts-count"
      >
        {data.open === 0
          ? t('admin.alerts.noneOpen')
          : data.open === 1
            ? t('admin.alerts.openOne')
            : t('admin.alerts.openMany', { count: data.open.toLocaleString(locale) })}
      </p>
      {open.length > 0 ? (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {open.slice(0, OVERVIEW_ALERTS).map((alert) => (
            <li
              key={alert.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2 text-sm"
            >
              <span className="min-w-0 break-words">
                <span className="font-medium text-slate-900">{t(alertRuleLabelKey(alert.rule))}</span>
                {alert.subject ? <span className="text-slate-600"> · {alert.subject}</span> : null}
              </span>
              <time dateTime={alert.raisedAt} className="text-xs text-slate-600">
                {formatTime(alert.raisedAt, locale)}
              </time>
            </li>
          ))}
        </ul>
      ) : null}
      <Link
        to="/admin/security"
        className="inline-block text-sm font-medium text-brand-800 underline"
        data-testid="open-alerts-link"
      >
        {t('admin.alerts.review')}
      </Link>
    </div>
  );
};
