// A compact table of a report's figures with its caption: the same numbers as the chart beside it, for
// screen readers and for copying. It scrolls inside its card on a small screen (and, when long, within a
// bounded height: then it is a focusable region, so a keyboard can scroll it too).
import { type ReactNode, useId } from 'react';

export interface FiguresColumn {
  label: string;
  /** Numbers line up at the right. */
  numeric?: boolean;
}

export interface FiguresRow {
  key: string;
  /** The first cell heads its row. */
  cells: readonly ReactNode[];
  testId?: string;
}

interface FiguresTableProps {
  caption: string;
  columns: readonly FiguresColumn[];
  rows: readonly FiguresRow[];
  /** Bound the height (long series); the table scrolls within it. */
  bounded?: boolean;
  testId?: string;
}

const cellClass = (numeric: boolean | undefined) =>
  `whitespace-nowrap px-3 py-1.5 ${numeric ? 'text-right tabular-nums' : 'text-left'}`;

export const FiguresTable = ({ caption, columns, rows, bounded = false, testId }: FiguresTableProps) => {
  const captionId = useId();
  return (
    <div
      className={`overflow-x-auto rounded-lg border border-slate-200 ${bounded ? 'max-h-80 overflow-y-auto' : ''}`}
      {...(bounded ? { tabIndex: 0, role: 'region', 'aria-labelledby': captionId } : {})}
    >
      <table className="min-w-full text-sm" data-testid={testId}>
        <caption id={captionId} className="px-3 pt-2 pb-1 text-left text-xs font-medium text-slate-600">
          {caption}
        </caption>
        <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={`${cellClass(column.numeric)} font-semibold`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {rows.map((row) => (
            <tr key={row.key} data-testid={row.testId}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th
                    key={columns[0]?.label ?? 'name'}
                    scope="row"
                    className={`${cellClass(false)} font-medium text-slate-900`}
                  >
                    {cell}
                  </th>
                ) : (
                  <td
                    key={columns[index]?.label ?? index}
                    className={`${cellClass(columns[index]?.numeric)} text-slate-700`}
                  >
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
