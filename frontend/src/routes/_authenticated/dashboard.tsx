// /dashboard — the signed-in home.
import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '#frontend/features/dashboard/components/dashboard-page';

export const Route = createFileRoute('/_authenticated/dashboard')({ component: DashboardPage });
