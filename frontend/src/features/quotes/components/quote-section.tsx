// A part of a quote page named by its own heading (its landmark's name for screen readers): the contractor
// view's cards, the homeowner's next steps, breakdown and diagram. `card` frames it; `className` adds
// spacing and print behaviour, `headingClassName` the heading's margin.
import type { ReactNode } from 'react';

interface QuoteSectionProps {
  headingId: string;
  title: string;
  card?: boolean;
  className?: string;
  headingClassName?: string;
  testId?: string;
  children: ReactNode;
}

export const QuoteSection = ({
  headingId,
  title,
  card = false,
  className = '',
  headingClassName = '',
  testId,
  children,
}: QuoteSectionProps) => (
  <section
    aria-labelledby={headingId}
    className={`${card ? 'rounded-2xl border border-slate-200 bg-white p-5' : ''} ${className}`}
    data-testid={testId}
  >
    <h2 id={headingId} className={`text-lg font-semibold text-slate-900 ${headingClassName}`}>
      {title}
    </h2>
    {children}
  </section>
);
