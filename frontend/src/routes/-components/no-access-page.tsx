// What a member sees on a page their role may not open (lib/access.ts): who to ask, and the way back to
// their own start page. The guard shows it before the page loads anything, so no owner-only call is made.
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { Lock } from 'lucide-react';
import { buttonClasses } from '#frontend/components/ui/button-styles';
import { homePathFor } from '#frontend/features/auth/home-path';
import { useT } from '#frontend/i18n/use-t';
import { isNoAccessError } from '#frontend/lib/access';
import { useCurrentUser } from '#frontend/lib/current-user';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { RouteError } from './route-error';

export const NoAccessPage = () => {
  const t = useT();
  useDocumentMeta(pageTitle(t('noAccess.title')));
  const user = useCurrentUser().data;
  const business = user?.contractor.businessName.trim();
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:py-16" data-testid="no-access">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-10">
        <Lock aria-hidden="true" className="size-10 rounded-xl bg-slate-100 p-2 text-slate-700" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('noAccess.title')}
        </h1>
        <p className="mt-3 text-base text-slate-700">
          {business ? t('noAccess.askOwner', { business }) : t('noAccess.askAnOwner')}
        </p>
        {user ? (
          <div className="mt-6">
            <Link to={homePathFor(user)} className={buttonClasses('secondary')} data-testid="no-access-home">
              {t('noAccess.home')}
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  );
};

/** A guarded route's error view: the no-access page for a role that may not open it, else the failure. */
export const AccessAwareRouteError = (props: ErrorComponentProps) =>
  isNoAccessError(props.error) ? <NoAccessPage /> : <RouteError {...props} />;
