import { useRef, type KeyboardEvent } from 'react';

/** Where each arrow key moves: rows, days. */
const MOVES: Partial<Record<string, [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The data-cell of the input of row r on day d, by which the keys find it. */
export const cellKey = (r: number, d: number) => `${r}-${d}`;

/**
 * Focus among the hour inputs of a grid of some rows by seven days: the arrow keys move between them like a
 * spreadsheet, past the read-only days (Tab goes on as usual), and a refused save focuses the first wrong cell.
 */
export function useCellNavigation(rowCount: number) {
  const tableRef = useRef<HTMLTableElement>(null);

  const onCellKey = (event: KeyboardEvent<HTMLInputElement>, r: number, d: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    const input = event.currentTarget;
    // Left and right move the caret first, and leave the cell from the edge of its text.
    if (
      (event.key === 'ArrowLeft' && input.selectionStart !== 0) ||
      (event.key === 'ArrowRight' && input.selectionEnd !== input.value.length)
    )
      return;
    for (
      let row = r + move[0], day = d + move[1];
      row >= 0 && row < rowCount && day >= 0 && day < 7;
      row += move[0], day += move[1]
    ) {
      const next = tableRef.current?.querySelector<HTMLInputElement>(`input[data-cell="${cellKey(row, day)}"]`);
      if (next) {
        event.preventDefault();
        next.focus();
        next.select();
        return;
      }
    }
  };

  const focusFirstInvalid = () =>
    tableRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();

  return { tableRef, onCellKey, focusFirstInvalid };
}
