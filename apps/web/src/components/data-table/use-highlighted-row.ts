import { useEffect, type RefObject } from 'react';

/**
 * The row a link points at, as TanStack keys rows. Scrolled to once, when it first shows: in the table or in the
 * phone list, whichever is on screen.
 */
export function useHighlightedRow<Row, Id>(
  frame: RefObject<HTMLElement | null>,
  rows: readonly Row[] | undefined,
  getRowId: (row: Row) => Id,
  highlightedId: Id | undefined,
): string | undefined {
  const highlighted = highlightedId === undefined ? undefined : String(highlightedId);
  const shown = highlighted !== undefined && (rows ?? []).some((row) => String(getRowId(row)) === highlighted);
  useEffect(() => {
    if (!shown) return;
    const target = [...(frame.current?.querySelectorAll<HTMLElement>('[data-highlighted="true"]') ?? [])].find(
      (el) => el.getClientRects().length > 0,
    );
    target?.scrollIntoView({ block: 'center' });
  }, [shown, frame]);
  return highlighted;
}
