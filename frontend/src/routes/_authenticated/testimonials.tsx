// /testimonials — owners' testimonials for their public page (features/portal). Reps and crew get the
// no-access view before the list loads (staticData.access).
// The page reads its list itself, so nothing of it loads with the app's entry.
import { createFileRoute } from '@tanstack/react-router';
import { TestimonialsPage } from '#frontend/features/portal/components/testimonials-page';

export const Route = createFileRoute('/_authenticated/testimonials')({
  staticData: { access: 'owner' },
  component: TestimonialsPage,
});
