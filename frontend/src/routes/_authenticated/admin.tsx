// /admin/* — the admin area, administrators only; everyone else is sent to /dashboard. Its pages sit in the
// admin frame (`staticData.admin`: the area's own header and sections instead of the contractor shell):
// Overview, Contractors, Users, Leads, Settings and Security, each a child route.
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { RouteError } from '#frontend/routes/-components/route-error';

export const Route = createFileRoute('/_authenticated/admin')({
  staticData: { admin: true },
  beforeLoad: ({ context, search }) => {
    if (!context.user.isAdmin)
      throw redirect({ to: '/dashboard', search: search.lang ? { lang: search.lang } : {} });
  },
  errorComponent: RouteError,
  component: Outlet,
});
