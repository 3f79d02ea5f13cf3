// The reports page's two charts, drawn with Recharts (MIT). Only this file imports it, and only through the
// lazy import in chart-frame.tsx, so Recharts downloads with the charts of /reports and nowhere else: not
// with the public /quote page, not with any other signed-in page, not even before the report's tables show.
// The charts are pictures of the tables beside them (role="img" on their frame): no keyboard layer of
// their own, no animation.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUsd } from '#domain/money';

const axisTick = { fontSize: 12, fill: 'var(--color-slate-500)' };
const gridStroke = 'var(--color-slate-200)';

const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

export interface FunnelBar {
  label: string;
  count: number;
}

/** How many quotes reached each step, as horizontal bars from the first step down. */
export const FunnelChart = ({ bars }: { bars: readonly FunnelBar[] }) => (
  <ResponsiveContainer width="100%" height="100%">
    <BarChart data={[...bars]} layout="vertical" accessibilityLayer={false} margin={{ left: 8, right: 24 }}>
      <CartesianGrid horizontal={false} stroke={gridStroke} />
      <XAxis type="number" allowDecimals={false} tick={axisTick} stroke={gridStroke} />
      <YAxis type="category" dataKey="label" width={120} tick={axisTick} stroke={gridStroke} />
      <Bar dataKey="count" fill="var(--color-brand-600)" radius={[0, 4, 4, 0]} isAnimationActive={false} />
    </BarChart>
  </ResponsiveContainer>
);

export interface RevenuePoint {
  label: string;
  wonCents: number;
  collectedCents: number;
}

/** Revenue won and collected per day or month, side by side. */
export const RevenueChart = ({
  points,
  wonName,
  collectedName,
}: {
  points: readonly RevenuePoint[];
  wonName: string;
  collectedName: string;
}) => (
  <ResponsiveContainer width="100%" height="100%">
    <BarChart data={[...points]} accessibilityLayer={false} margin={{ top: 8, right: 8 }}>
      <CartesianGrid vertical={false} stroke={gridStroke} />
      <XAxis dataKey="label" tick={axisTick} stroke={gridStroke} minTickGap={12} />
      <YAxis
        tick={axisTick}
        stroke={gridStroke}
        width={64}
        tickFormatter={(cents: number) => compactDollars.format(cents / 100)}
      />
      <Tooltip formatter={(cents) => (typeof cents === 'number' ? formatUsd(cents) : cents)} />
      <Legend
        itemSorter={null}
        wrapperStyle={{ fontSize: 12 }}
        formatter={(name) => <span style={{ color: 'var(--color-slate-700)' }}>{name}</span>}
      />
      <Bar dataKey="wonCents" name={wonName} fill="var(--color-brand-300)" isAnimationActive={false} />
      <Bar
        dataKey="collectedCents"
        name={collectedName}
        fill="var(--color-brand-700)"
        isAnimationActive={false}
      />
    </BarChart>
  </ResponsiveContainer>
);
