// The Picket wordmark as a home link; where "home" is depends on who is signed in (SPEC §2).
import { Link } from '@tanstack/react-router';
import type { HomePath } from '#frontend/features/auth/home-path';
import { useCoreT } from '#frontend/i18n/use-core-t';

export const Logo = ({ to }: { to: '/' | HomePath }) => {
  const t = useCoreT();
  return (
    <Link
      to={to}
      aria-label={t('nav.logoHome')}
      className="flex items-center gap-2 rounded-md font-bold tracking-tight text-slate-900"
      data-testid="logo-link"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="7" className="fill-brand-700" />
        <path d="M8 26V11l3-4 3 4v15zM18 26V11l3-4 3 4v15z" fill="#fff" />
        <rect x="6" y="15" width="20" height="2.5" fill="#fff" />
      </svg>
      <span className="text-lg">{t('app.name')}</span>
    </Link>
  );
};
