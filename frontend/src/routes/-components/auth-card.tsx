// The centred card the login, sign-up and onboarding pages sit in, and such a page itself: its tab title,
// then the card with its heading and subtitle around the page's form.
import type { ReactNode } from 'react';
import type { TranslationKey } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';

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

/** A page that is one such card; its texts are catalogue keys. */
export const AuthPage = ({
  tabTitle,
  title,
  subtitle,
  wide,
  children,
}: {
  tabTitle: TranslationKey;
  title: TranslationKey;
  subtitle: TranslationKey;
  wide?: boolean;
  children: ReactNode;
}) => {
  const t = useT();
  useDocumentMeta(pageTitle(t(tabTitle)));
  return (
    <AuthCard title={t(title)} subtitle={t(subtitle)} wide={wide}>
      {children}
    </AuthCard>
  );
};
