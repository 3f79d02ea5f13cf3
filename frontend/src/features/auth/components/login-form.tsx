// The Contractor Login form (SPEC §2, §5, §8): the shared login schema's messages under the fields, a
// banner and a toast on failure, a toast on success and the post-login redirect half a second later.
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { loginSchema } from '#domain/schemas/auth';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { Spinner } from '#frontend/components/ui/spinner';
import { TextField } from '#frontend/components/ui/text-field';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { type FieldErrors, fieldErrorsOf } from '#frontend/lib/schema-errors';
import { useLogin } from '../api/login';
import { homePathFor } from '../home-path';

const LOGIN_REDIRECT_MS = 500;

export const LoginForm = () => {
  const t = useT();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error, t.lang));
      return;
    }
    setErrors({});
    setFailure(null);
    loginMutation.mutate(
      { email: parsed.data.email, password: parsed.data.password },
      {
        onSuccess: (user) => {
          toast({ title: t('auth.loginSuccess'), description: t('auth.welcomeBack') });
          setRedirecting(true);
          setTimeout(() => void navigate({ to: homePathFor(user) }), LOGIN_REDIRECT_MS);
        },
        onError: (error) => {
          const message = error.message ? t.localize(error.message) : t('auth.invalidCredentials');
          setFailure(message);
          toast({ title: t('auth.loginFailed'), description: message, variant: 'destructive' });
        },
      },
    );
  };

  const busy = loginMutation.isPending || redirecting;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="login-form">
      {failure ? <AlertBanner title={t('auth.loginFailed')}>{failure}</AlertBanner> : null}
      <TextField
        label={t('login.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        data-testid="login-email"
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        data-testid="login-password"
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy} data-testid="login-submit">
        {busy ? <Spinner className="size-4" /> : null}
        {loginMutation.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
      <p className="text-sm text-slate-600">{t('login.forgotPassword')}</p>
      <p className="text-sm text-slate-600">
        {t('login.noAccount')}{' '}
        <Link to="/onboarding" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {t('login.signUp')}
        </Link>
      </p>
    </form>
  );
};
