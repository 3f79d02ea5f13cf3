// One section of a contractor's page: a heading marked with a short bar of their brand colour (decoration
// only: text never sits on the colour here), and its content.
import type { ReactNode } from 'react';

export const PageSection = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={`${id}-title`} id={id} className="scroll-mt-20">
    <h2
      id={`${id}-title`}
      className="mb-4 w-fit border-t-4 border-(--page-accent) pt-2 text-xl font-semibold text-slate-900 sm:text-2xl"
    >
      {title}
    </h2>
    {children}
  </section>
);
