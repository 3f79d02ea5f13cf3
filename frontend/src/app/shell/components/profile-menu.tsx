// The profile menu of the signed-in header (SPEC §2): full name and email, Team and Settings (owners; an
// administrator's Settings is /admin), everyone's Profile, and Logout, which is disabled while a logout is
// pending.
import { Link } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '#frontend/components/ui/use-dismiss';
import { fullNameOf } from '#frontend/features/auth/home-path';
import { useT } from '#frontend/i18n/use-t';
import type { CurrentUser } from '#frontend/lib/current-user';
import { profileMenuItems } from '../nav-items';
import { LogoutButton } from './logout-button';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

export const ProfileMenu = ({ user }: { user: CurrentUser }) => {
  const t = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(containerRef, open, close);
  const fullName = fullNameOf(user, t('nav.user'));

  return (
    <div ref={containerRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        className="flex items-center gap-1 rounded-lg p-1 hover:bg-slate-100"
        data-testid="profile-menu-button"
      >
        {/* The name comes from the content, so it includes the initials shown (WCAG 2.5.3 label in name). */}
        <span className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-xs font-semibold text-white">
          {initialsOf(fullName)}
        </span>
        <span className="sr-only">
          {t('nav.profileMenu')}: {fullName}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute top-full right-0 z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white py-2 shadow-xl"
          data-testid="profile-menu"
        >
          <div className="border-b border-slate-100 px-4 pb-3">
            <p className="truncate font-semibold text-slate-900" data-testid="profile-name">
              {fullName}
            </p>
            <p className="truncate text-sm text-slate-500" data-testid="profile-email">
              {user.email}
            </p>
          </div>
          <div className="mt-1">
            {profileMenuItems(user).map(({ to, label, icon: Icon, testId }) => (
              <Link
                key={testId}
                to={to}
                onClick={close}
                className="flex items-center gap-3 px-4 py-2 text-sm text-slate-700 hover:bg-slate-50"
                data-testid={testId}
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(label)}
              </Link>
            ))}
          </div>
          <LogoutButton
            className="flex w-full items-center gap-3 px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
            iconClassName="size-4"
            testId="profile-logout"
          />
        </div>
      ) : null}
    </div>
  );
};
