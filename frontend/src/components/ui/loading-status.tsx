// A line that says what is loading, with a spinner before it, announced as a status: a region of a page
// waiting for its own data.
import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/** `className` adds the line's spacing and text size. */
export const LoadingStatus = ({ children, className = '' }: { children: ReactNode; className?: string }) => (
  <p role="status" className={`flex items-center gap-2 text-slate-600 ${className}`}>
    <Spinner className="size-4" />
    {children}
  </p>
);
