// One titled card of the admin area, with its note under the title. Wide tables scroll inside it on a
// small screen (the page itself never scrolls sideways).
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One titled card of the admin page, with its note under the title. */
export const AdminSection = ({
  id,
  icon: Icon,
  title,
  hint,
  children,
}: {
  id: string;
  icon?: LucideIcon;
  title: string;
  hint: string;
  children: ReactNode;
}) => (
  <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
    <h2 id={id} className={`${Icon ? 'flex items-center gap-2 ' : ''}text-lg font-semibold text-slate-900`}>
      {Icon ? <Icon aria-hidden="true" className="size-5 text-brand-700" /> : null}
      {title}
    </h2>
    <p className="mt-1 mb-5 text-sm text-slate-600">{hint}</p>
    {children}
  </section>
);
