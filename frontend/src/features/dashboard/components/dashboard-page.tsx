// The dashboard (SPEC §2 /dashboard): a greeting by first name, the contractor's trial end date and a nudge to
// finish setup (owners), then what needs doing and how the month goes (dashboard-sections.tsx), read from
// GET /api/dashboard every 120 s. Those sections load and fail on their own: the greeting and New Quote stay.
// The route's loader has the current user ready.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarClock, ChartColumn, FilePlus2 } from 'lucide-react';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { buttonClasses } from '#frontend/components/ui/button-styles';
import { LoadingStatus } from '#frontend/components/ui/loading-status';
import { QueryBoundary } from '#frontend/components/ui/query-boundary';
import { RegionLoadFailed } from '#frontend/components/ui/region-load-failed';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { mayOpen } from '#frontend/lib/access';
import { currentUserQueryOptions } from '#frontend/lib/current-user';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { DashboardSections } from './dashboard-sections';

export const DashboardPage = () => {
  const t = useT();
  useDocumentMeta(pageTitle(t('nav.dashboard')));
  const { data: user } = useSuspenseQuery(currentUserQueryOptions());
  // The guard guarantees a user; during logout the cache empties a moment before the page goes.
  if (!user) return null;

  const firstName = user.firstName?.trim() || user.name?.trim().split(/\s+/)[0];
  const trialEndsAt = user.contractor?.trialEndsAt ? new Date(user.contractor.trialEndsAt) : null;
  const trialDate =
    trialEndsAt && !Number.isNaN(trialEndsAt.getTime())
      ? new Intl.DateTimeFormat(localeOf(t.lang), { dateStyle: 'long' }).format(trialEndsAt)
      : null;
  const trialOver = trialEndsAt ? trialEndsAt.getTime() < Date.now() : false;

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-8">
      <header>
        <h1
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          data-testid="dashboard-greeting"
        >
          {firstName ? t('dashboard.greeting', { name: firstName }) : t('dashboard.greetingNoName')}
        </h1>
        {user.contractor?.businessName ? (
          <p className="mt-1 text-slate-600">
            {t('dashboard.business', { name: user.contractor.businessName })}
          </p>
        ) : null}
      </header>

      {trialDate ? (
        <p
          className="flex items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
          data-testid="trial-end"
        >
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          {t(trialOver ? 'dashboard.trialEnded' : 'dashboard.trialEnds', { date: trialDate })}
        </p>
      ) : null}

      {!user.isAdmin && user.role === 'owner' && !user.onboardingComplete ? (
        <AlertBanner tone="info">
          <p>{t('dashboard.finishSetup')}</p>
          <Link to="/onboarding" className="mt-2 inline-block font-semibold underline underline-offset-2">
            {t('dashboard.finishSetupLink')}
          </Link>
        </AlertBanner>
      ) : null}

      <div className="flex flex-wrap gap-3">
        <Link to="/contractor/quote" className={buttonClasses('primary')}>
          <FilePlus2 aria-hidden="true" className="size-4" />
          {t('nav.newQuote')}
        </Link>
        {mayOpen(user.role, 'owner') ? (
          <Link to="/reports" className={buttonClasses('secondary')} data-testid="dashboard-reports-link">
            <ChartColumn aria-hidden="true" className="size-4" />
            {t('dashboard.reportsLink')}
          </Link>
        ) : null}
      </div>

      <QueryBoundary
        pending={<LoadingStatus className="py-6 text-sm">{t('dashboard.loading')}</LoadingStatus>}
        failure={({ error, retry }) => (
          <RegionLoadFailed
            title={t('dashboard.loadFailed')}
            error={error}
            retry={retry}
            testId="dashboard-load-error"
          />
        )}
      >
        <DashboardSections />
      </QueryBoundary>
    </div>
  );
};
