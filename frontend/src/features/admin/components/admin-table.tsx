// A table of the admin area: its column headings, then its rows, scrolling sideways inside its card on a
// small screen (the page itself never does). While its rows are wider than the card, the scrolling box is a
// named region a keyboard can focus, so it can be scrolled without a mouse (a box that does not scroll is no
// stop for the Tab key).
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';

export const cellClass = 'whitespace-nowrap px-3 py-2 text-slate-700';

/** True while the box's content is wider than the box. */
const useOverflowsSideways = (box: RefObject<HTMLElement | null>): boolean => {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
  return overflows;
};

/** What makes the box a focusable, named region (as the reports' long tables do). */
const scrollRegion = (captionId: string) => ({ tabIndex: 0, role: 'region', 'aria-labelledby': captionId });

export const AdminTable = ({
  columns,
  testId,
  caption,
  children,
}: {
  columns: readonly string[];
  testId: string;
  /** What the table lists, for screen readers. */
  caption: string;
  children: ReactNode;
}) => {
  const captionId = useId();
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowsSideways(box);
  return (
    <div
      ref={box}
      className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      {...(scrolls ? scrollRegion(captionId) : {})}
    >
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm" data-testid={testId}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="whitespace-nowrap px-3 py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">{children}</tbody>
      </table>
    </div>
  );
};
