// Logout, as the sidebar, the More sheet and the profile menu show it (each with its own look): it reads
// "Logging out…" and is disabled while any logout is pending (they share one mutation).
import { LogOut } from 'lucide-react';
import { useLogout } from '#frontend/features/auth/api/logout';
import { useT } from '#frontend/i18n/use-t';

export const LogoutButton = ({
  className,
  iconClassName,
  testId,
}: {
  className: string;
  iconClassName: string;
  testId: string;
}) => {
  const t = useT();
  const { logout, pending } = useLogout();
  return (
    <button type="button" onClick={logout} disabled={pending} className={className} data-testid={testId}>
      <LogOut aria-hidden="true" className={iconClassName} />
      {pending ? t('nav.loggingOut') : t('nav.logout')}
    </button>
  );
};
