// The signed-in header (md and up, SPEC §2): logo by role, Dashboard, New Quote, Add Customer, Jobs,
// Schedule, the search box, the EN/ES toggle, the notifications bell and the profile menu. Crew see only
// Jobs and Schedule, the language toggle and the profile menu: the rest is for those who sell (the bell
// itself shows only the feeds a role may read, and nothing without one).
import { homePathFor } from '#frontend/features/auth/home-path';
import { NotificationsBell } from '#frontend/features/notifications/components/notifications-bell';
import type { TranslationKey } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { mayOpen } from '#frontend/lib/access';
import type { CurrentUser } from '#frontend/lib/current-user';
import type { AppPath } from '../nav-items';
import { HeaderSearch, SearchToggle } from './header-search';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { NavLink } from './nav-link';
import { ProfileMenu } from './profile-menu';
import { useOpenShellDialog } from './shell-dialogs';

const linkClass = 'whitespace-nowrap rounded-md px-1.5 py-2 text-sm font-medium lg:px-2.5';
const idleClass = 'text-slate-700 hover:bg-slate-100 hover:text-slate-900';
const activeClass = 'bg-brand-50 text-brand-800';

interface HeaderItem {
  to: AppPath;
  label: TranslationKey;
  testId: string;
}

/** The header's links, before and after its Add Customer button. */
const linksBeforeAdd: readonly HeaderItem[] = [
  { to: '/dashboard', label: 'nav.dashboard', testId: 'header-dashboard' },
  { to: '/contractor/quote', label: 'nav.newQuote', testId: 'header-new-quote' },
];
const linksAfterAdd: readonly HeaderItem[] = [
  { to: '/jobs', label: 'nav.jobs', testId: 'header-jobs' },
  { to: '/schedule', label: 'nav.schedule', testId: 'header-schedule' },
];

const HeaderLinks = ({ items }: { items: readonly HeaderItem[] }) => {
  const t = useT();
  return items.map(({ to, label, testId }) => (
    <NavLink
      key={to}
      to={to}
      activeClass={activeClass}
      idleClass={idleClass}
      className={linkClass}
      testId={testId}
    >
      {t(label)}
    </NavLink>
  ));
};

export const SignedInHeader = ({ user }: { user: CurrentUser }) => {
  const t = useT();
  const openDialog = useOpenShellDialog();
  const sells = mayOpen(user.role, 'sales');
  return (
    <header className="fixed inset-x-0 top-0 z-40 hidden h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 md:flex print:hidden">
      <div className="shrink-0 lg:w-56">
        <Logo to={homePathFor(user)} />
      </div>
      <nav aria-label={t('nav.main')} className="flex min-w-0 items-center gap-0.5">
        {sells ? (
          <>
            <HeaderLinks items={linksBeforeAdd} />
            <button
              type="button"
              onClick={() => openDialog('addCustomer')}
              className={`${linkClass} ${idleClass}`}
              data-testid="header-add-customer"
            >
              {t('nav.addCustomer')}
            </button>
          </>
        ) : null}
        <HeaderLinks items={linksAfterAdd} />
      </nav>
      <div className="ml-auto flex items-center gap-1 lg:gap-2">
        {sells ? (
          <>
            <div className="hidden xl:block">
              <HeaderSearch />
            </div>
            <div className="xl:hidden">
              <SearchToggle placement="header" />
            </div>
          </>
        ) : null}
        <LanguageSwitcher />
        <NotificationsBell />
        <ProfileMenu user={user} />
      </div>
    </header>
  );
};
