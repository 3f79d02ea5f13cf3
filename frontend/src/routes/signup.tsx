// /signup — contractor sign-up (the way in for new contractors sent from /onboarding and the trial buttons).
import { createFileRoute } from '@tanstack/react-router';
import { SignupForm } from '../features/auth/components/signup-form';
import { AuthPage } from './-components/auth-card';
import { redirectSignedInUser } from './-components/session-guards';

const SignupPage = () => (
  <AuthPage tabTitle="signup.pageTitle" title="signup.title" subtitle="signup.subtitle">
    <SignupForm />
  </AuthPage>
);

export const Route = createFileRoute('/signup')({
  beforeLoad: ({ context, search }) => redirectSignedInUser(context.queryClient, search),
  component: SignupPage,
});
