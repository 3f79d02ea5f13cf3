// /login — Contractor Login; signed-in users go straight where the post-login rules say. `?notice=passwordReset`
// (after a reset link set a new password) says to sign in with the new password.
import { createFileRoute } from '@tanstack/react-router';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { useT } from '#frontend/i18n/use-t';
import { LoginForm } from '../features/auth/components/login-form';
import { AuthPage } from './-components/auth-card';
import { redirectSignedInUser } from './-components/session-guards';

const loginNotices = ['passwordReset'] as const;

interface LoginSearch {
  notice?: (typeof loginNotices)[number] | undefined;
}

// Checked by hand (route options load with every page): any other notice is dropped.
const validateLoginSearch = (search: Record<string, unknown>): LoginSearch => ({
  notice: loginNotices.find((notice) => notice === search.notice),
});

const LoginNotice = () => {
  const t = useT();
  const { notice } = Route.useSearch();
  if (notice !== 'passwordReset') return null;
  return (
    <div className="mb-4" data-testid="login-notice">
      <AlertBanner tone="info" title={t('resetPassword.done')}>
        {t('resetPassword.doneDetail')}
      </AlertBanner>
    </div>
  );
};

const LoginPage = () => (
  <AuthPage tabTitle="nav.login" title="login.title" subtitle="login.subtitle">
    <LoginNotice />
    <LoginForm />
  </AuthPage>
);

export const Route = createFileRoute('/login')({
  validateSearch: validateLoginSearch,
  beforeLoad: ({ context, search }) => redirectSignedInUser(context.queryClient, search),
  component: LoginPage,
});
