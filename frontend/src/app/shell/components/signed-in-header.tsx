// The signed-in header (md and up, SPEC §2): logo by role, Dashboard, New Quote, Add Customer, Jobs,
// Schedule, the search box, the EN/ES toggle, the notifications bell and the profile menu.
import { Link } from '@tanstack/react-router';
import { homePathFor } from '#frontend/features/auth/home-path';
import { NotificationsBell } from '#frontend/features/notifications/components/notifications-bell';
import { useT } from '#frontend/i18n/use-t';
import type { CurrentUser } from '#frontend/lib/current-user';
import type { AppPath } from '../nav-items';
import { HeaderSearch, SearchToggle } from './header-search';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { ProfileMenu } from './profile-menu';
import { useOpenShellDialog } from './shell-dialogs';

const linkClass = 'whitespace-nowrap rounded-md px-1.5 py-2 text-sm font-medium lg:px-2.5';
const idleClass = 'text-slate-700 hover:bg-slate-100 hover:text-slate-900';
const activeClass = 'bg-brand-50 text-brand-800';

const HeaderLink = ({ to, children, testId }: { to: AppPath; children: string; testId: string }) => (
  <Link
    to={to}
    activeOptions={{ exact: false, includeSearch: false }}
    activeProps={{ className: activeClass }}
    inactiveProps={{ className: idleClass }}
    className={linkClass}
    data-testid={testId}
  >
    {children}
  </Link>
);

export const SignedInHeader = ({ user }: { user: CurrentUser }) => {
  const t = useT();
  const openDialog = useOpenShellDialog();
  return (
    <header className="fixed inset-x-0 top-0 z-40 hidden h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 md:flex print:hidden">
      <div className="shrink-0 lg:w-56">
        <Logo to={homePathFor(user)} />
      </div>
      <nav aria-label={t('nav.main')} className="flex min-w-0 items-center gap-0.5">
        <HeaderLink to="/dashboard" testId="header-dashboard">
          {t('nav.dashboard')}
        </HeaderLink>
        <HeaderLink to="/contractor/quote" testId="header-new-quote">
          {t('nav.newQuote')}
        </HeaderLink>
        <button
          type="button"
          onClick={() => openDialog('addCustomer')}
          className={`${linkClass} ${idleClass}`}
          data-testid="header-add-customer"
        >
          {t('nav.addCustomer')}
        </button>
        <HeaderLink to="/jobs" testId="header-jobs">
          {t('nav.jobs')}
        </HeaderLink>
        <HeaderLink to="/schedule" testId="header-schedule">
          {t('nav.schedule')}
        </HeaderLink>
      </nav>
      <div className="ml-auto flex items-center gap-1 lg:gap-2">
        <div className="hidden xl:block">
          <HeaderSearch />
        </div>
        <div className="xl:hidden">
          <SearchToggle placement="header" />
        </div>
        <LanguageSwitcher />
        <NotificationsBell />
        <ProfileMenu user={user} />
      </div>
    </header>
  );
};
