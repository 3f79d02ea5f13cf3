// Pathless layout guarding every contractor page: signed-out visitors are sent to /login.
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireUser } from './-components/session-guards';

export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, search }) => ({ user: await requireUser(context.queryClient, search) }),
  component: Outlet,
});
