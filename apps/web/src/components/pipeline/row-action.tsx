import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

type RowActionProps = {
  icon: LucideIcon;
  /** The word shown: what the action does ("Edit", "Mark lost"). */
  children: ReactNode;
  /** The word with the row it acts on, for a screen reader; it starts with the shown word. */
  label: string;
} & ({ to: string; onClick?: never; disabled?: never } | { to?: never; onClick: () => void; disabled?: boolean });

/** One of a pipeline row's actions: an icon with its word, a link or a button. */
export function RowAction({ icon: Icon, children, label, to, onClick, disabled }: RowActionProps) {
  const content = (
    <>
      <Icon aria-hidden="true" />
      {children}
    </>
  );
  if (to !== undefined)
    return (
      <Button asChild variant="ghost" size="sm">
        <Link to={to} aria-label={label}>
          {content}
        </Link>
      </Button>
    );
  return (
    <Button variant="ghost" size="sm" onClick={onClick} disabled={disabled} aria-label={label}>
      {content}
    </Button>
  );
}

/** The actions of a row, at its end, wrapping rather than widening the table. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-end gap-1">{children}</div>;
}
