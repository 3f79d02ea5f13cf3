// Contractor sign-up: the shared sign-up schema checks the form first (same messages as the server), then
// the server's field messages and the EMAIL_TAKEN conflict show under the fields; on success → /onboarding.
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { formatPhoneInput } from '#domain/phone';
import { signupSchema } from '#domain/schemas/auth';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { Spinner } from '#frontend/components/ui/spinner';
import { TextField } from '#frontend/components/ui/text-field';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { ApiError } from '#frontend/lib/api-error';
import { type FieldErrors, fieldErrorsOf } from '#frontend/lib/schema-errors';
import { type SignupInput, useSignup } from '../api/signup';

type Field = keyof SignupInput;

const fields: readonly Field[] = ['businessName', 'firstName', 'lastName', 'email', 'phone', 'password'];

export const SignupForm = () => {
  const t = useT();
  const navigate = useNavigate();
  const signupMutation = useSignup();
  const [values, setValues] = useState<SignupInput>({
    businessName: '',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const onChange = (field: Field) => (event: { target: { value: string } }) => {
    // SPEC §5: at most 10 digits are kept and shown as XXX-XXX-XXXX while typing.
    const value = field === 'phone' ? formatPhoneInput(event.target.value) : event.target.value;
    setValues((previous) => ({ ...previous, [field]: value }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = signupSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error, t.lang));
      return;
    }
    setErrors({});
    signupMutation.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: t('signup.success'), description: t('signup.successDescription') });
        void navigate({ to: '/onboarding' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') {
          setErrors({ email: error.message });
          return;
        }
        const serverFields = error instanceof ApiError ? error.fields : {};
        if (fields.some((field) => serverFields[field])) {
          setErrors({ ...serverFields });
          return;
        }
        setFailure(t.localize(error.message));
      },
    });
  };

  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: onChange(field),
    error: errors[field],
    'data-testid': `signup-${field}`,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="signup-form">
      {failure ? <AlertBanner title={t('signup.failed')}>{failure}</AlertBanner> : null}
      <TextField
        label={t('signup.businessName')}
        autoComplete="organization"
        {...fieldProps('businessName')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('signup.firstName')} autoComplete="given-name" {...fieldProps('firstName')} />
        <TextField label={t('signup.lastName')} autoComplete="family-name" {...fieldProps('lastName')} />
      </div>
      <TextField
        label={t('signup.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...fieldProps('email')}
      />
      <TextField
        label={t('signup.phone')}
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        placeholder="555-123-4567"
        {...fieldProps('phone')}
      />
      <TextField
        label={t('signup.password')}
        type="password"
        autoComplete="new-password"
        hint={t('signup.passwordHint')}
        {...fieldProps('password')}
      />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={signupMutation.isPending}
        data-testid="signup-submit"
      >
        {signupMutation.isPending ? <Spinner className="size-4" /> : null}
        {signupMutation.isPending ? t('signup.submitting') : t('signup.submit')}
      </Button>
      <p className="text-sm text-slate-600">
        {t('signup.haveAccount')}{' '}
        <Link to="/login" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {t('signup.login')}
        </Link>
      </p>
    </form>
  );
};
