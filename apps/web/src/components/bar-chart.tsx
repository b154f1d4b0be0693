import { Bar, BarChart as Chart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface BarSeries<Key extends string> {
  key: Key;
  label: string;
  /** A CSS colour: the theme's variables keep both themes right ('var(--color-primary)'). */
  color: string;
}

interface BarChartProps<Key extends string> {
  /** What the chart shows, for screen readers: "Days per month by status". */
  label: string;
  /** The first column's heading in the table that stands in for the chart: "Month". */
  categoryLabel: string;
  rows: ({ category: string } & Record<Key, number>)[];
  series: BarSeries<Key>[];
  stacked?: boolean;
}

/**
 * A bar chart (recharts) with, for screen readers, the same numbers as a table: the drawing itself is hidden
 * from them and takes no focus.
 */
export function BarChart<Key extends string>({
  label,
  categoryLabel,
  rows,
  series,
  stacked = false,
}: BarChartProps<Key>) {
  return (
    <figure aria-label={label} className="m-0 min-w-0">
      <div className="h-56 w-full min-w-0 overflow-hidden text-xs" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <Chart data={rows} accessibilityLayer={false} margin={{ top: 4, right: 4, bottom: 0, left: -24 }}>
            <CartesianGrid vertical={false} stroke="var(--color-border)" />
            <XAxis dataKey="category" tickLine={false} axisLine={false} stroke="var(--color-muted-foreground)" />
            <YAxis allowDecimals={false} tickLine={false} axisLine={false} stroke="var(--color-muted-foreground)" />
            <Tooltip
              cursor={{ fill: 'var(--color-muted)' }}
              contentStyle={{
                background: 'var(--color-popover)',
                border: '1px solid var(--color-border)',
                borderRadius: 6,
                color: 'var(--color-popover-foreground)',
              }}
            />
            <Legend iconType="circle" />
            {series.map((s) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.label}
                fill={s.color}
                stackId={stacked ? 'all' : undefined}
                radius={stacked ? 0 : [3, 3, 0, 0]}
                isAnimationActive={false}
              />
            ))}
          </Chart>
        </ResponsiveContainer>
      </div>
      {/* A table takes no narrower width than its cells: the wrapper is what is clipped away. */}
      <div className="sr-only">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryLabel}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.category}>
                <th scope="row">{row.category}</th>
                {series.map((s) => (
                  <td key={s.key}>{row[s.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
