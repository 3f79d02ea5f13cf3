// /reset-password#token=… — where an administrator's password reset link lands (emailed, or handed over):
// choose a new password, then sign in with it (features/auth/components/password-reset-form.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { PasswordReset } from '../features/auth/components/password-reset-form';
import { AuthPage } from './-components/auth-card';

const ResetPasswordPage = () => (
  <AuthPage tabTitle="resetPassword.title" title="resetPassword.title" subtitle="resetPassword.subtitle">
    <PasswordReset />
  </AuthPage>
);

export const Route = createFileRoute('/reset-password')({ component: ResetPasswordPage });
