// /contractor — the contractor landing page.
import { createFileRoute } from '@tanstack/react-router';
import { ContractorPage } from '#frontend/features/marketing/components/contractor-page';

export const Route = createFileRoute('/contractor/')({ component: ContractorPage });
