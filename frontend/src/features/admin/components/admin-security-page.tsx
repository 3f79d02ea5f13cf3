// /admin/security: the alerts the rules raised (open first, Acknowledge), the security log with its filters
// and the requests rate limits refused; all three are read again every minute (SPEC §7) and fail on their own.
import { Gauge, ScrollText, ShieldAlert } from 'lucide-react';
import { useT } from '#frontend/i18n/use-t';
import { AdminPageFrame, AdminRegion } from './admin-page-frame';
import { AdminSection } from './admin-section';
import { AuditEventsTable } from './audit-events-table';
import { RateLimitEventsTable } from './rate-limit-events-table';
import { SecurityAlerts } from './security-alerts';

export const AdminSecurityPage = () => {
  const t = useT();
  return (
    <AdminPageFrame title={t('admin.nav.security')} subtitle={t('admin.security.subtitle')}>
      <AdminSection
        id="alerts-title"
        icon={ShieldAlert}
        title={t('admin.alerts.title')}
        hint={t('admin.alerts.hint')}
      >
        <AdminRegion failedTitle={t('admin.alerts.loadFailed')}>
          <SecurityAlerts />
        </AdminRegion>
      </AdminSection>
      <AdminSection
        id="audit-title"
        icon={ScrollText}
        title={t('admin.audit.title')}
        hint={t('admin.securityHint')}
      >
        <AuditEventsTable />
      </AdminSection>
      <AdminSection
        id="rate-limits-title"
        icon={Gauge}
        title={t('admin.rateLimits.title')}
        hint={t('admin.rateLimits.hint')}
      >
        <AdminRegion failedTitle={t('admin.rateLimits.loadFailed')}>
          <RateLimitEventsTable />
        </AdminRegion>
      </AdminSection>
    </AdminPageFrame>
  );
};
