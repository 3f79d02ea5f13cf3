// The page a team invitation's email links to (`/invite#token=…`): what the link offers, then the form that
// accepts it. A link that is unknown, used, revoked or expired says so, with the way to sign in; a failed
// read offers a retry.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '#frontend/components/ui/button';
import { LoadingStatus } from '#frontend/components/ui/loading-status';
import { useT } from '#frontend/i18n/use-t';
import { isNotFound } from '#frontend/lib/api-error';
import { invitationQueryOptions } from '../api/invite';
import { inviteTokenFrom } from '../invite-token';
import { AuthSwitch } from './auth-switch';
import { InviteAcceptForm } from './invite-accept-form';

const InviteUnavailable = () => {
  const t = useT();
  return (
    <div role="alert" className="space-y-3" data-testid="invite-invalid">
      <p className="text-sm text-slate-800">{t('invitePage.invalid')}</p>
      <Link to="/login" className="inline-block text-sm font-medium text-blue-700 underline">
        {t('signup.login')}
      </Link>
    </div>
  );
};

const InviteForToken = ({ token }: { token: string }) => {
  const t = useT();
  const invitation = useQuery(invitationQueryOptions(token));
  const [gone, setGone] = useState(false);
  if (gone || (invitation.isError && isNotFound(invitation.error))) return <InviteUnavailable />;
  if (invitation.isPending)
    return <LoadingStatus className="text-sm">{t('invitePage.loading')}</LoadingStatus>;
  if (invitation.isError)
    return (
      <div role="alert" className="space-y-3" data-testid="invite-load-failed">
        <p className="text-sm text-slate-800">{t('invitePage.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void invitation.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  return (
    <div className="space-y-4">
      <InviteAcceptForm token={token} invitation={invitation.data} onGone={() => setGone(true)} />
      <AuthSwitch question={t('signup.haveAccount')} to="/login" linkText={t('signup.login')} />
    </div>
  );
};

export const InviteAccept = () => {
  // Read once: the fragment is the link's, whatever the page does with the address afterwards.
  const [token] = useState(() => inviteTokenFrom(window.location.hash));
  return token ? <InviteForToken token={token} /> : <InviteUnavailable />;
};
