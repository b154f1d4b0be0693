import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface CountLink {
  icon: LucideIcon;
  label: string;
  /** A number, or a figure already formatted (an amount). */
  count: number | string;
  to: string;
}

/** Figures of a card, each a link to the screen where one acts on them. */
export function CountLinks({ label, rows }: { label: string; rows: readonly CountLink[] }) {
  return (
    <ul className="grid gap-2" aria-label={label}>
      {rows.map(({ icon: Icon, label: text, count, to }) => (
        <li key={text}>
          <Link
            to={to}
            className={cn(
              'flex items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm hover:bg-accent',
              'focus-visible:outline-2 focus-visible:outline-ring',
            )}
          >
            <span className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              {text}
            </span>
            <span className="text-lg font-semibold tabular-nums">{count}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
