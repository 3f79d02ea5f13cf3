// /faqs — owners' questions and answers for their public page, in English and Spanish (features/portal).
// Reps and crew get the no-access view before the list loads (staticData.access).
// The page reads its list itself, so nothing of it loads with the app's entry.
import { createFileRoute } from '@tanstack/react-router';
import { FaqsPage } from '#frontend/features/portal/components/faqs-page';

export const Route = createFileRoute('/_authenticated/faqs')({
  staticData: { access: 'owner' },
  component: FaqsPage,
});
