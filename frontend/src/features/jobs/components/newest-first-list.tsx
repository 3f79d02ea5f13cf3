// What was added to a job over time (progress notes, completion photos), newest first under its card's
// form, or a line saying there is none yet.
import type { ReactElement } from 'react';
import { newestFirst } from '../newest-first';

export const NewestFirstList = <Item extends { timestamp: string }>({
  items,
  emptyText,
  className,
  renderItem,
}: {
  items: readonly Item[];
  emptyText: string;
  /** The list's layout (rows or a grid). */
  className: string;
  /** One item as an <li> with its key. */
  renderItem: (item: Item) => ReactElement;
}) =>
  items.length === 0 ? (
    <p className="mt-4 text-sm text-slate-600">{emptyText}</p>
  ) : (
    <ul className={`mt-4 ${className}`}>{newestFirst(items).map(renderItem)}</ul>
  );
