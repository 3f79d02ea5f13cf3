// The dashboard: a greeting by first name, the contractor's trial end date, a nudge to finish setup (owners),
// and an honest note that the metrics are still being built. No invented numbers. The route's loader has
// the current user ready.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarClock, FilePlus2, Hammer } from 'lucide-react';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { buttonClasses } from '#frontend/components/ui/button-styles';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { currentUserQueryOptions } from '#frontend/lib/current-user';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';

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
      </div>

      <section
        aria-labelledby="dashboard-metrics-title"
        className="rounded-2xl border border-dashed border-slate-300 bg-white p-6"
        data-testid="dashboard-metrics-in-progress"
      >
        <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
          <Hammer aria-hidden="true" className="size-3.5" />
          {t('building.badge')}
        </span>
        <h2 id="dashboard-metrics-title" className="mt-3 text-lg font-semibold text-slate-900">
          {t('feature.dashboardMetrics')}
        </h2>
        <p className="mt-1 text-slate-700">
          {t('building.message', { feature: t('feature.dashboardMetrics') })}
        </p>
        <p className="mt-1 text-sm text-slate-600">{t('feature.dashboardMetrics.detail')}</p>
      </section>
    </div>
  );
};
