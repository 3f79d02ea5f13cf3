// A link of the signed-in navigation (header, sidebar, bottom bar, More sheet): active on its page and on
// every page below it, whatever the search (SPEC §2), each place with its own active and idle looks.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AppPath } from '../nav-items';

interface NavLinkProps {
  to: AppPath;
  className: string;
  activeClass: string;
  idleClass: string;
  onClick?: () => void;
  testId: string;
  children: ReactNode;
}

export const NavLink = ({
  to,
  className,
  activeClass,
  idleClass,
  onClick,
  testId,
  children,
}: NavLinkProps) => (
  <Link
    to={to}
    activeOptions={{ exact: false, includeSearch: false }}
    activeProps={{ className: activeClass }}
    inactiveProps={{ className: idleClass }}
    onClick={onClick}
    className={className}
    data-testid={testId}
  >
    {children}
  </Link>
);
