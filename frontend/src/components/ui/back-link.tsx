// The way back from one record to its list ("Back to Jobs"…), above the record's page and its error view.
import { Link, type LinkProps } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';

export const BackLink = ({
  to,
  testId,
  children,
}: {
  to: LinkProps['to'];
  testId: string;
  children: ReactNode;
}) => (
  <Link
    to={to}
    className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:underline"
    data-testid={testId}
  >
    <ArrowLeft aria-hidden="true" className="size-4" />
    {children}
  </Link>
);
