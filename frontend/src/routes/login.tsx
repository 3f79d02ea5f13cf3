// /login — Contractor Login; signed-in users go straight where the post-login rules say.
import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../features/auth/components/login-form';
import { AuthPage } from './-components/auth-card';
import { redirectSignedInUser } from './-components/session-guards';

const LoginPage = () => (
  <AuthPage tabTitle="nav.login" title="login.title" subtitle="login.subtitle">
    <LoginForm />
  </AuthPage>
);

export const Route = createFileRoute('/login')({
  beforeLoad: ({ context, search }) => redirectSignedInUser(context.queryClient, search),
  component: LoginPage,
});
