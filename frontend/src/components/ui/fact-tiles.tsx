// Figures in small tiles, each a label over its value: a customer quote's date and fence, a takeoff's
// counts. `className` lays the tiles out; `tileClassName` adds to each tile (e.g. its print look).
export interface Fact {
  label: string;
  value: string;
}

export const FactTiles = ({
  facts,
  className,
  tileClassName = '',
}: {
  facts: readonly Fact[];
  className: string;
  tileClassName?: string;
}) => (
  <dl className={className}>
    {facts.map((fact) => (
      <div key={fact.label} className={`rounded-lg bg-slate-50 px-3 py-2 ${tileClassName}`}>
        <dt className="text-xs text-slate-500">{fact.label}</dt>
        <dd className="text-base font-semibold text-slate-900 tabular-nums">{fact.value}</dd>
      </div>
    ))}
  </dl>
);
