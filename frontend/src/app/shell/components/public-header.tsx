// The signed-out top bar (SPEC §2): Home, Homeowners, Contractors, Quote, Login and the language switcher;
// on small screens the links sit in a collapsible menu.
import { Link } from '@tanstack/react-router';
import { Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { CoreKey } from '#frontend/i18n/use-core-t';
import { useCoreT } from '#frontend/i18n/use-core-t';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

const links: readonly {
  to: '/' | '/homeowner' | '/contractor' | '/quote' | '/login';
  label: CoreKey;
}[] = [
  { to: '/', label: 'nav.home' },
  { to: '/homeowner', label: 'nav.homeowners' },
  { to: '/contractor', label: 'nav.contractors' },
  { to: '/quote', label: 'nav.quote' },
  { to: '/login', label: 'nav.login' },
];

const linkClass = 'rounded-md px-3 py-2 text-sm font-medium';
const idleClass = 'text-slate-700 hover:bg-slate-100 hover:text-slate-900';
const activeClass = 'bg-brand-50 text-brand-800';

/** `showLinks` is false while the session is still being checked, so signed-in users see no wrong links. */
export const PublicHeader = ({ showLinks = true }: { showLinks?: boolean }) => {
  const t = useCoreT();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);

  const navLinks = (layout: 'row' | 'column') =>
    links.map(({ to, label }) => (
      <Link
        key={to}
        to={to}
        activeOptions={{ exact: to === '/', includeSearch: false }}
        activeProps={{ className: activeClass }}
        inactiveProps={{ className: idleClass }}
        onClick={() => setMenuOpen(false)}
        className={`${linkClass} ${layout === 'column' ? 'block py-3 text-base' : ''}`}
      >
        {t(label)}
      </Link>
    ));

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo to="/" />
        {showLinks ? (
          <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
            {navLinks('row')}
          </nav>
        ) : null}
        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          {showLinks ? (
            <button
              type="button"
              aria-label={t('nav.menu')}
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? menuId : undefined}
              onClick={() => setMenuOpen(!menuOpen)}
              className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
              data-testid="public-menu-button"
            >
              {menuOpen ? (
                <X aria-hidden="true" className="size-6" />
              ) : (
                <Menu aria-hidden="true" className="size-6" />
              )}
            </button>
          ) : null}
        </div>
      </div>
      {showLinks && menuOpen ? (
        <nav
          id={menuId}
          aria-label={t('nav.menuLinks')}
          className="border-t border-slate-200 bg-white px-4 py-2 md:hidden"
        >
          {navLinks('column')}
        </nav>
      ) : null}
    </header>
  );
};
