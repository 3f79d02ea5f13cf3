// The heading row of a small table of figures (a payment plan, a bill of materials): the first column's
// heading at the left over its names, the others at the right over their numbers.
export const FiguresTableHead = ({
  headings,
  padding,
}: {
  headings: readonly string[];
  /** The cells' vertical padding, as the table's rows have it. */
  padding: 'py-1.5' | 'py-2';
}) => (
  <thead>
    <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
      {headings.map((heading, index) => (
        <th key={heading} scope="col" className={`${padding}${index > 0 ? ' text-right' : ''} font-medium`}>
          {heading}
        </th>
      ))}
    </tr>
  </thead>
);
