// The mobile bottom bar (below md, SPEC §2): five tabs for those who sell (Dashboard, Quotes, Jobs, Schedule,
// More), three for crew (Jobs, Schedule, More); More opens a bottom sheet with what else the role may open
// (Customers, Testimonials, FAQs, Team, Settings, Profile) and Logout.
import { useLocation } from '@tanstack/react-router';
import { Ellipsis } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '#frontend/components/ui/dialog';
import { useT } from '#frontend/i18n/use-t';
import { bottomBarTabs, isPathActive, moreSheetItems, type NavUser } from '../nav-items';
import { LogoutButton } from './logout-button';
import { NavLink } from './nav-link';

const tabClass = 'flex flex-1 flex-col items-center justify-center gap-0.5 py-2 text-[11px] font-medium';

export const MobileBottomBar = ({ user }: { user: NavUser }) => {
  const t = useT();
  const [moreOpen, setMoreOpen] = useState(false);
  const pathname = useLocation({ select: (location) => location.pathname });
  const moreItems = moreSheetItems(user);
  const moreActive = moreItems.some((item) => isPathActive(pathname, item.to));

  return (
    <>
      <nav
        aria-label={t('nav.mobile')}
        data-testid="mobile-bottom-bar"
        className="fixed inset-x-0 bottom-0 z-40 flex border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden print:hidden"
      >
        {bottomBarTabs(user).map(({ to, label, icon: Icon, testId }) => (
          <NavLink
            key={to}
            to={to}
            activeClass="text-brand-700"
            idleClass="text-slate-600"
            className={tabClass}
            testId={testId}
          >
            <Icon aria-hidden="true" className="size-6" />
            {t(label)}
          </NavLink>
        ))}
        <button
          type="button"
          onClick={() => setMoreOpen(true)}
          aria-haspopup="dialog"
          aria-expanded={moreOpen}
          className={`${tabClass} ${moreActive ? 'text-brand-700' : 'text-slate-600'}`}
          data-testid="tab-more"
        >
          <Ellipsis aria-hidden="true" className="size-6" />
          {t('nav.more')}
        </button>
      </nav>
      <Dialog
        open={moreOpen}
        onClose={() => setMoreOpen(false)}
        title={t('nav.more')}
        placement="bottom"
        testId="more-sheet"
      >
        <ul className="-mx-2 divide-y divide-slate-100">
          {moreItems.map(({ to, label, icon: Icon, testId }) => (
            <li key={to}>
              <NavLink
                to={to}
                activeClass="text-brand-700"
                idleClass="text-slate-800"
                onClick={() => setMoreOpen(false)}
                className="flex items-center gap-3 rounded-lg px-2 py-3.5 text-base font-medium hover:bg-slate-50"
                testId={testId}
              >
                <Icon aria-hidden="true" className="size-5" />
                {t(label)}
              </NavLink>
            </li>
          ))}
          <li>
            <LogoutButton
              className="flex w-full items-center gap-3 rounded-lg px-2 py-3.5 text-base font-medium text-red-700 hover:bg-red-50 disabled:opacity-60"
              iconClassName="size-5"
              testId="more-logout"
            />
          </li>
        </ul>
      </Dialog>
    </>
  );
};
