// The admin area's frame (an administrator on /admin/*): a header with the logo, the area's sections
// (Overview, Contractors, Users, Leads, Settings, Security), the EN/ES toggle and the profile menu. No
// contractor navigation, Create button, search or bell: the area manages the platform, not a business. On a
// phone the sections are a row under the logo that scrolls sideways on its own. In its own chunk, like the
// contractor shell's bars.
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useT } from '#frontend/i18n/use-t';
import type { CurrentUser } from '#frontend/lib/current-user';
import { adminNavItems, isAdminSectionActive } from '../nav-items';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { ProfileMenu } from './profile-menu';
import { UpdatePrompt } from './update-prompt';

const linkClass =
  'flex items-center gap-2 whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600';

const AdminNav = () => {
  const t = useT();
  const pathname = useLocation({ select: (location) => location.pathname });
  const nav = useRef<HTMLElement>(null);
  // On a phone the row scrolls: the current section is brought into view when the page changes.
  useEffect(() => {
    const current = nav.current?.querySelector(`a[href^="${pathname.replace(/\/+$/, '')}"]`);
    current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav
      ref={nav}
      aria-label={t('admin.nav.label')}
      className="-mx-3 w-[calc(100%+1.5rem)] overflow-x-auto border-t border-slate-100 px-3 md:mx-0 md:w-auto md:min-w-0 md:flex-1 md:border-0 md:px-0"
    >
      <ul className="flex gap-1 py-1.5 md:py-0">
        {adminNavItems.map(({ to, label, icon: Icon, testId }) => {
          const active = isAdminSectionActive(pathname, to);
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                className={`${linkClass} ${active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'}`}
                data-testid={testId}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {t(label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};

export const AdminBars = ({ user }: { user: CurrentUser }) => {
  const t = useT();
  return (
    <>
      <header
        className="sticky top-0 z-40 border-b border-slate-200 bg-white print:hidden"
        data-testid="admin-header"
      >
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 px-3 md:h-16 md:flex-nowrap md:px-4">
          <div className="flex h-14 shrink-0 items-center gap-2 md:h-auto">
            <Logo to="/admin" />
            <span className="rounded-full bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white">
              {t('admin.badge')}
            </span>
          </div>
          <div className="ml-auto flex items-center gap-2 md:order-last md:ml-0">
            <LanguageSwitcher />
            <ProfileMenu user={user} />
          </div>
          <AdminNav />
        </div>
      </header>
      <UpdatePrompt />
    </>
  );
};
