// /contractor-portal — the owner's public page: its address, what it shows, sharing it (link, embed code,
// QR code) and the follow-up sequence (features/portal). Reps and crew get the no-access view before
// anything loads (staticData.access). The page reads its data itself, so nothing of it loads with the
// app's entry (and the QR library only with the page).
import { createFileRoute } from '@tanstack/react-router';
import { ContractorPortalPage } from '#frontend/features/portal/components/contractor-portal-page';

export const Route = createFileRoute('/_authenticated/contractor-portal')({
  staticData: { access: 'owner' },
  component: ContractorPortalPage,
});
