// /invite#token=… — where a team invitation's email links: accept it to create your account in that
// business, signed in (features/auth/components/invite-accept.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { InviteAccept } from '../features/auth/components/invite-accept';
import { AuthPage } from './-components/auth-card';

const InvitePage = () => (
  <AuthPage tabTitle="invitePage.title" title="invitePage.title" subtitle="invitePage.subtitle">
    <InviteAccept />
  </AuthPage>
);

export const Route = createFileRoute('/invite')({ component: InvitePage });
