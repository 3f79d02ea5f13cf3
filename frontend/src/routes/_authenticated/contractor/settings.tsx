// /contractor/settings — contractor settings (Settings in the sidebar and More sheet). Its feature is still being built, and the page says so.
import { createFileRoute } from '@tanstack/react-router';
import { FeatureInProgress } from '../../../components/ui/feature-in-progress';

export const Route = createFileRoute('/_authenticated/contractor/settings')({
  component: () => <FeatureInProgress feature="contractorSettings" backTo="/dashboard" showSetupNote />,
});
