// /settings — settings (Settings in the profile menu). Its feature is still being built, and the page says so.
import { createFileRoute } from '@tanstack/react-router';
import { FeatureInProgress } from '../../components/ui/feature-in-progress';

export const Route = createFileRoute('/_authenticated/settings')({
  component: () => <FeatureInProgress feature="settings" backTo="/dashboard" showSetupNote />,
});
