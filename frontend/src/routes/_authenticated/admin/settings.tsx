// /admin/settings — the platform settings and the adjustment types (features/admin admin-settings-page.tsx);
// both load before the page shows and fail on their own (their sections say so).
import { createFileRoute } from '@tanstack/react-router';
import { adminAdjustmentTypesQueryOptions } from '#frontend/features/admin/api/get-adjustment-types';
import { systemSettingsQueryOptions } from '#frontend/features/admin/api/get-system-settings';
import { AdminPageFrame } from '#frontend/features/admin/components/admin-page-frame';
import { AdminSettingsPage } from '#frontend/features/admin/components/admin-settings-page';
import { useT } from '#frontend/i18n/use-t';

const SettingsPage = () => {
  const t = useT();
  return (
    <AdminPageFrame title={t('nav.settings')} subtitle={t('admin.settings.subtitle')}>
      <AdminSettingsPage />
    </AdminPageFrame>
  );
};

export const Route = createFileRoute('/_authenticated/admin/settings')({
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(systemSettingsQueryOptions()).catch(() => undefined),
      context.queryClient.ensureQueryData(adminAdjustmentTypesQueryOptions()).catch(() => undefined),
    ]);
  },
  component: SettingsPage,
});
