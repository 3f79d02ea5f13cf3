// The line under the login and sign-up forms that sends a visitor to the other one.
import { Link, type LinkProps } from '@tanstack/react-router';

export const AuthSwitch = ({
  question,
  to,
  linkText,
}: {
  question: string;
  to: LinkProps['to'];
  linkText: string;
}) => (
  <p className="text-sm text-slate-600">
    {question}{' '}
    <Link to={to} className="font-medium text-brand-700 underline-offset-2 hover:underline">
      {linkText}
    </Link>
  </p>
);
