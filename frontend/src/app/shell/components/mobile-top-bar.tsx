// The slim top bar of the signed-in app on phones: logo, language, search and Create for those who sell,
// and the notifications bell (which shows only when the role has a feed). Navigation itself is in the
// bottom bar.
import { Plus } from 'lucide-react';
import { homePathFor } from '#frontend/features/auth/home-path';
import { NotificationsBell } from '#frontend/features/notifications/components/notifications-bell';
import { useT } from '#frontend/i18n/use-t';
import { mayOpen } from '#frontend/lib/access';
import type { CurrentUser } from '#frontend/lib/current-user';
import { createChoicesFor } from '../nav-items';
import { SearchToggle } from './header-search';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { useOpenShellDialog } from './shell-dialogs';

export const MobileTopBar = ({ user }: { user: CurrentUser }) => {
  const t = useT();
  const openDialog = useOpenShellDialog();
  const sells = mayOpen(user.role, 'sales');
  return (
    <header className="fixed inset-x-0 top-0 z-40 flex h-14 items-center justify-between gap-2 border-b border-slate-200 bg-white px-3 md:hidden print:hidden">
      <Logo to={homePathFor(user)} />
      <div className="flex items-center gap-1">
        <LanguageSwitcher />
        {sells ? <SearchToggle placement="mobile" /> : null}
        {createChoicesFor(user).length > 0 ? (
          <button
            type="button"
            aria-label={t('nav.create')}
            onClick={() => openDialog('create')}
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
            data-testid="mobile-create"
          >
            <Plus aria-hidden="true" className="size-5" />
          </button>
        ) : null}
        <NotificationsBell />
      </div>
    </header>
  );
};
