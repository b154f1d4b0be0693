import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

export interface BarSeries<Key extends string> {
  key: Key;
  label: string;
  /** A CSS colour: the theme's variables keep both themes right ('var(--color-primary)'). */
  color: string;
}

export interface BarChartProps<Key extends string> {
  /** What the chart shows, for screen readers: "Days per month by status". */
  label: string;
  /** The first column's heading in the table that stands in for the chart: "Month". */
  categoryLabel: string;
  rows: ({ category: string } & Record<Key, number>)[];
  series: BarSeries<Key>[];
  stacked?: boolean;
  /** Bars across, one row each, with every category's name beside it: for names too long to fit under a column. */
  horizontal?: boolean;
}

// recharts is most of a dashboard's JavaScript: it loads with the first chart that comes into view.
const BarChartDrawing = lazy(() => import('./bar-chart-drawing'));

/** The row height of a horizontal chart, and what its axis and legend take beside the rows. */
const ROW_PX = 28;
const FRAME_PX = 56;

/**
 * True once the element is in the viewport, and from then on. No margin: while the cards above it are still
 * skeletons, a chart further down is near the viewport for a moment.
 */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

/**
 * A bar chart (recharts) with, for screen readers, the same numbers as a table: the drawing itself is hidden
 * from them and takes no focus. Its box has its height before the drawing loads, so nothing moves when it does.
 */
export function BarChart<Key extends string>(props: BarChartProps<Key>) {
  const { label, categoryLabel, rows, series, horizontal = false } = props;
  const [box, near] = useNearViewport<HTMLDivElement>();
  return (
    <figure aria-label={label} className="m-0 min-w-0">
      <div
        ref={box}
        className={
          horizontal ? 'w-full min-w-0 overflow-hidden text-xs' : 'h-56 w-full min-w-0 overflow-hidden text-xs'
        }
        style={horizontal ? { height: rows.length * ROW_PX + FRAME_PX } : undefined}
        aria-hidden="true"
      >
        {near && (
          <Suspense fallback={<Skeleton className="size-full" />}>
            <BarChartDrawing {...props} />
          </Suspense>
        )}
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
