// The centred card the login, sign-up and onboarding pages sit in.
import type { ReactNode } from 'react';

export const AuthCard = ({
  title,
  subtitle,
  children,
  wide = false,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  wide?: boolean;
}) => (
  <section className={`mx-auto px-4 py-8 sm:py-14 ${wide ? 'max-w-3xl' : 'max-w-md'}`}>
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {subtitle ? <p className="mt-1 text-sm text-slate-600">{subtitle}</p> : null}
      <div className="mt-6">{children}</div>
    </div>
  </section>
);
