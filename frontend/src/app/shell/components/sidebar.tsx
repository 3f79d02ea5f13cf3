// The desktop sidebar (md and up, SPEC §2): Create, the main sections, then Testimonials, FAQs, Team,
// Settings (owners) or Profile (reps, crew) and Logout at the bottom; each role sees what it may open, and
// no Create button when it may create nothing (crew).
import { Plus } from 'lucide-react';
import { Button } from '#frontend/components/ui/button';
import { useT } from '#frontend/i18n/use-t';
import {
  createChoicesFor,
  type NavItem,
  type NavUser,
  sidebarBottomItems,
  sidebarMainItems,
} from '../nav-items';
import { LogoutButton } from './logout-button';
import { NavLink } from './nav-link';
import { useOpenShellDialog } from './shell-dialogs';

const itemClass = 'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium';
const idleClass = 'text-slate-700 hover:bg-slate-100 hover:text-slate-900';

const SidebarLink = ({ item }: { item: NavItem }) => {
  const t = useT();
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      activeClass="bg-brand-50 text-brand-800"
      idleClass={idleClass}
      className={itemClass}
      testId={item.testId}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {t(item.label)}
    </NavLink>
  );
};

export const Sidebar = ({ user }: { user: NavUser }) => {
  const t = useT();
  const openDialog = useOpenShellDialog();
  return (
    <aside
      aria-label={t('nav.sidebar')}
      className="fixed top-16 bottom-0 left-0 z-30 hidden w-60 flex-col border-r border-slate-200 bg-white px-3 py-4 md:flex print:hidden"
    >
      {createChoicesFor(user).length > 0 ? (
        <Button className="mb-4 w-full" onClick={() => openDialog('create')} data-testid="sidebar-create">
          <Plus aria-hidden="true" className="size-4" />
          {t('nav.create')}
        </Button>
      ) : null}
      <nav aria-label={t('nav.sections')} className="flex-1 space-y-1">
        {sidebarMainItems(user).map((item) => (
          <SidebarLink key={item.to} item={item} />
        ))}
      </nav>
      <div className="space-y-1 border-t border-slate-200 pt-3">
        {sidebarBottomItems(user).map((item) => (
          <SidebarLink key={item.to} item={item} />
        ))}
        <LogoutButton
          className={`${itemClass} ${idleClass} w-full disabled:cursor-not-allowed disabled:opacity-60`}
          iconClassName="size-5 shrink-0"
          testId="sidebar-logout"
        />
      </div>
    </aside>
  );
};
