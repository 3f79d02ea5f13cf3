// /login — Contractor Login; signed-in users go straight where the post-login rules say.
import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../features/auth/components/login-form';
import { useT } from '../i18n/use-t';
import { pageTitle, useDocumentMeta } from '../lib/use-document-meta';
import { AuthCard } from './-components/auth-card';
import { redirectSignedInUser } from './-components/session-guards';

const LoginPage = () => {
  const t = useT();
  useDocumentMeta(pageTitle(t('nav.login')));
  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm />
    </AuthCard>
  );
};

export const Route = createFileRoute('/login')({
  beforeLoad: ({ context, search }) => redirectSignedInUser(context.queryClient, search),
  component: LoginPage,
});
