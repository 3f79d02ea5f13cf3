// A page's heading and the line under it, as the top of every list and settings page shows them; the page
// places them in its own header (beside its actions, if any).
import type { ReactNode } from 'react';

export const PageHeading = ({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) => (
  <>
    <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
    {subtitle ? <p className="mt-1 text-slate-600">{subtitle}</p> : null}
  </>
);
