// /admin, the admin area's overview: the open security alerts (the way to the security page), the platform's
// figures and the site content (the marketing figures public pages may show). The alerts and the figures
// fail on their own; the site content loads with the page.
import { useSuspenseQuery } from '@tanstack/react-query';
import { ChartColumn, FileText, ShieldAlert } from 'lucide-react';
import { useT } from '#frontend/i18n/use-t';
import { siteContentQueryOptions } from '../api/get-site-content';
import { AdminPageFrame, AdminRegion } from './admin-page-frame';
import { AdminSection } from './admin-section';
import { PlatformFiguresTable } from './platform-figures-table';
import { OpenAlertsSummary } from './security-alerts';
import { SiteContentForm } from './site-content-form';

export const AdminOverviewPage = () => {
  const t = useT();
  const { data: siteContent } = useSuspenseQuery(siteContentQueryOptions());
  return (
    <AdminPageFrame title={t('admin.title')} subtitle={t('admin.subtitle')}>
      <AdminSection
        id="open-alerts-title"
        icon={ShieldAlert}
        title={t('admin.alerts.title')}
        hint={t('admin.alerts.overviewHint')}
      >
        <AdminRegion failedTitle={t('admin.alerts.loadFailed')}>
          <OpenAlertsSummary />
        </AdminRegion>
      </AdminSection>
      <AdminSection
        id="platform-title"
        icon={ChartColumn}
        title={t('admin.platform')}
        hint={t('admin.platformHint')}
      >
        <PlatformFiguresTable />
      </AdminSection>
      <AdminSection
        id="site-content-title"
        icon={FileText}
        title={t('admin.siteContent')}
        hint={t('admin.siteContentHint')}
      >
        <SiteContentForm initial={siteContent} />
      </AdminSection>
    </AdminPageFrame>
  );
};
