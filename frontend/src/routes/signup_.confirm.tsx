// /signup/confirm#token=… — where the sign-up email's link lands; it creates the account and signs in.
import { createFileRoute } from '@tanstack/react-router';
import { SignupConfirm } from '../features/auth/components/signup-confirm';
import { AuthPage } from './-components/auth-card';

const SignupConfirmPage = () => (
  <AuthPage tabTitle="signup.confirmPageTitle" title="signup.confirmPageTitle" subtitle="signup.subtitle">
    <SignupConfirm />
  </AuthPage>
);

export const Route = createFileRoute('/signup_/confirm')({ component: SignupConfirmPage });
