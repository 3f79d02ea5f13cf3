// The admin settings page's content: the platform settings and the adjustment types, each in the admin area's
// card. The route (and the page frame around it) is composed in routes/_authenticated/admin*.
import { Settings, SlidersHorizontal } from 'lucide-react';
import { useT } from '#frontend/i18n/use-t';
import { AdjustmentTypesSection } from './adjustment-types-section';
import { AdminSection } from './admin-section';
import { SystemSettingsSection } from './system-settings-section';

export const AdminSettingsPage = () => {
  const t = useT();
  return (
    <div className="space-y-8" data-testid="admin-settings">
      <AdminSection
        id="platform-settings-title"
        icon={Settings}
        title={t('platformSettings.title')}
        hint={t('platformSettings.hint')}
      >
        <SystemSettingsSection />
      </AdminSection>
      <AdminSection
        id="adjustment-types-title"
        icon={SlidersHorizontal}
        title={t('adjustmentTypes.title')}
        hint={t('adjustmentTypes.hint')}
      >
        <AdjustmentTypesSection />
      </AdminSection>
    </div>
  );
};
