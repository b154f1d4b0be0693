import { cn } from '@/lib/cn';

/**
 * Cells that stay in view while a wide table scrolls sideways inside its border: the row's name at the start and
 * its actions at the end, so that a row can be told and acted on at any width. Opaque, in the row's own colour
 * (hover, selected, pointed at), above the cells passing under them; a line marks the edge once the table scrolls
 * (`data-scrolls` on the table's container).
 */
const SURFACE = cn(
  'sticky z-10 bg-card',
  '[tbody_tr:hover>&]:bg-[color-mix(in_oklab,var(--muted)_50%,var(--card))]',
  '[tr[data-state=selected]>&]:bg-muted',
  '[tr[data-highlighted=true]>&]:bg-[color-mix(in_oklab,var(--primary)_10%,var(--card))]',
);

/** The selection box's cell: the first, of a fixed width so that the first column can stick right after it. */
export const STICKY_SELECT = cn(SURFACE, 'left-0 w-10 min-w-10 max-w-10');

/** The first column's cell: after the selection box when there is one. */
export function stickyFirst(afterSelect: boolean): string {
  return cn(SURFACE, afterSelect ? 'left-10' : 'left-0', '[[data-scrolls]_&]:shadow-[inset_-1px_0_0_var(--border)]');
}

/** The actions' cell, at the end. */
export const STICKY_ACTIONS = cn(SURFACE, 'right-0 [[data-scrolls]_&]:shadow-[inset_1px_0_0_var(--border)]');
