// /homeowner — the homeowner landing page.
import { createFileRoute } from '@tanstack/react-router';
import { HomeownerPage } from '#frontend/features/marketing/components/homeowner-page';

export const Route = createFileRoute('/homeowner/')({ component: HomeownerPage });
