// A status as a coloured pill (a job's, a payment milestone's…), the same shape everywhere; the caller
// gives each status its tone. `data-status` carries the status for tests and styles.
import type { ReactNode } from 'react';

export const StatusPill = ({
  status,
  tone,
  testId,
  children,
}: {
  status: string;
  /** The status's background and text colour classes. */
  tone: string;
  testId: string;
  children: ReactNode;
}) => (
  <span
    data-testid={testId}
    data-status={status}
    className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}
  >
    {children}
  </span>
);
