// The page the sign-up email links to: the token rides in the URL's fragment (never sent to a server by
// the browser), is posted once, and the new account lands signed in on /onboarding. A stale or unknown
// link says so, with the way to start over.
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { useConfirmSignup } from '../api/signup';

const tokenInFragment = (): string => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

export const SignupConfirm = () => {
  const t = useT();
  const navigate = useNavigate();
  const confirm = useConfirmSignup();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // Once, even when React runs effects twice: the link is single-use.
    if (started.current) return;
    started.current = true;
    const token = tokenInFragment();
    if (!token) {
      setFailed(true);
      return;
    }
    confirm.mutateAsync(token).then(
      () => {
        toast({ title: t('signup.success'), description: t('signup.successDescription') });
        void navigate({ to: '/onboarding', replace: true });
      },
      () => setFailed(true),
    );
  }, [confirm, navigate, t]);

  if (!failed)
    return (
      <p role="status" className="text-sm text-slate-700" data-testid="signup-confirming">
        {t('signup.confirming')}
      </p>
    );
  return (
    <div role="alert" className="space-y-3" data-testid="signup-confirm-failed">
      <p className="text-sm text-slate-800">{t('signup.confirmFailed')}</p>
      <div className="flex gap-4 text-sm font-medium">
        <Link to="/signup" className="text-blue-700 underline">
          {t('signup.confirmAgain')}
        </Link>
        <Link to="/login" className="text-blue-700 underline">
          {t('signup.login')}
        </Link>
      </div>
    </div>
  );
};
