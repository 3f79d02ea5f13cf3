// /signup — contractor sign-up (the way in for new contractors sent from /onboarding and the trial buttons).
import { createFileRoute } from '@tanstack/react-router';
import { SignupForm } from '../features/auth/components/signup-form';
import { useT } from '../i18n/use-t';
import { pageTitle, useDocumentMeta } from '../lib/use-document-meta';
import { AuthCard } from './-components/auth-card';
import { redirectSignedInUser } from './-components/session-guards';

const SignupPage = () => {
  const t = useT();
  useDocumentMeta(pageTitle(t('signup.pageTitle')));
  return (
    <AuthCard title={t('signup.title')} subtitle={t('signup.subtitle')}>
      <SignupForm />
    </AuthCard>
  );
};

export const Route = createFileRoute('/signup')({
  beforeLoad: ({ context, search }) => redirectSignedInUser(context.queryClient, search),
  component: SignupPage,
});
