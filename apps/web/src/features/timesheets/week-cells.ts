import { MAX_HOURS_PER_DAY } from '@staffdesk/shared/schemas/timesheets';
import { dayTotals, parseHours, weekTotal, type ParsedHours } from './hours';

/** The grid's cells as read: what each says, its hours (0 for one that cannot be read), the totals, and why a day cannot be saved. */
export interface CellReading {
  cells: ParsedHours[][];
  hours: number[][];
  totals: number[];
  weekHours: number;
  dayErrors: (string | undefined)[];
}

export function readCells(rows: readonly { cells: readonly string[] }[]): CellReading {
  const cells = rows.map((row) => row.cells.map(parseHours));
  const hours = cells.map((row) => row.map((cell) => cell.hours ?? 0));
  const byRow = hours.map((h) => ({ hours: h }));
  const totals = dayTotals(byRow);
  const dayErrors = totals.map((total) =>
    total > MAX_HOURS_PER_DAY ? `More than ${MAX_HOURS_PER_DAY} hours in the day.` : undefined,
  );
  return { cells, hours, totals, weekHours: weekTotal(byRow), dayErrors };
}

/** Some cell holds what it cannot take: not a number, not quarter hours, more than a day. */
export const hasCellError = (reading: CellReading) =>
  reading.cells.some((row) => row.some((cell) => cell.error !== undefined));

/** A row with hours on a locked or approved day stays: those hours cannot change. */
export const keepsClosedHours = (hours: readonly number[], open: readonly boolean[]) =>
  hours.some((h, d) => h > 0 && !open[d]);
