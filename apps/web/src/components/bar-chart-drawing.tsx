import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { BarChartProps } from './bar-chart';

const AXIS = { tickLine: false, axisLine: false, stroke: 'var(--color-muted-foreground)' } as const;

/** The drawing of a BarChart, in a chunk of its own with recharts: loaded when the chart comes into view. */
export default function BarChartDrawing<Key extends string>({
  rows,
  series,
  stacked = false,
  horizontal = false,
}: BarChartProps<Key>) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={rows}
        layout={horizontal ? 'vertical' : 'horizontal'}
        accessibilityLayer={false}
        margin={horizontal ? { top: 4, right: 8, bottom: 0, left: 0 } : { top: 4, right: 4, bottom: 0, left: -24 }}
      >
        <CartesianGrid vertical={horizontal} horizontal={!horizontal} stroke="var(--color-border)" />
        {horizontal ? (
          <>
            <XAxis type="number" allowDecimals={false} {...AXIS} />
            {/* Every category named, however many: the names take the width they need. */}
            <YAxis type="category" dataKey="category" interval={0} width="auto" {...AXIS} />
          </>
        ) : (
          <>
            <XAxis dataKey="category" {...AXIS} />
            <YAxis allowDecimals={false} {...AXIS} />
          </>
        )}
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
            radius={stacked ? 0 : horizontal ? [0, 3, 3, 0] : [3, 3, 0, 0]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
