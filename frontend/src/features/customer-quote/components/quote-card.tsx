// One titled block of the customer quote. On paper the blocks lose their card look and keep together,
// so a printed quote reads like a document rather than a screen.
import { type ReactNode, useId } from 'react';

interface QuoteCardProps {
  title: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}

export const QuoteCard = ({ title, children, className = '', testId }: QuoteCardProps) => {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className={`rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 print:break-inside-avoid print:rounded-none print:border-0 print:p-0 ${className}`}
    >
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900 print:mb-1 print:text-base">
        {title}
      </h2>
      {children}
    </section>
  );
};
