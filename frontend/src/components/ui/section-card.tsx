// A titled card that frames one section of a page (a job's Details, its payment schedule…), with an
// optional short description and actions beside the title. The title names the section for screen readers.
import { type ReactNode, useId } from 'react';

export const SectionCard = ({
  title,
  description,
  children,
  testId,
  actions,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  testId?: string;
  actions?: ReactNode;
}) => {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
      data-testid={testId}
    >
      <div className="mb-4 flex items-start justify-between gap-3">
        <div>
          <h2 id={id} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
};
