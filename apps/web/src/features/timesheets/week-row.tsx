import type { KeyboardEvent } from 'react';
import { Trash2 } from 'lucide-react';
import type { TTimesheetDay } from '@staffdesk/shared/schemas/timesheets';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { longDay } from './day-labels';
import { formatHours, rowTotal, totalText, type ParsedHours } from './hours';
import { cellKey } from './use-cell-navigation';
import { keepsClosedHours } from './week-cells';
import { openDays, type DraftRow } from './week-draft';

/** What the grid does as its cells are typed in and moved between. */
export interface CellHandlers {
  onCellChange: (r: number, d: number, text: string) => void;
  onCellKey: (event: KeyboardEvent<HTMLInputElement>, r: number, d: number) => void;
}

interface WeekRowProps extends CellHandlers {
  row: DraftRow;
  /** The row's place in the grid, by which the keys move between cells. */
  r: number;
  days: readonly TTimesheetDay[];
  cells: readonly ParsedHours[];
  hours: readonly number[];
  editable: boolean;
  busy: boolean;
  onDelete: (row: DraftRow) => void;
}

/** A project activity's row: its hours day by day, typed on the open days of one's own week, its total and its delete button. */
export function WeekRow({
  row,
  r,
  days,
  cells,
  hours,
  editable,
  busy,
  onCellChange,
  onCellKey,
  onDelete,
}: WeekRowProps) {
  const open = openDays(days);
  const keeps = keepsClosedHours(hours, open);
  return (
    <tr className="border-b">
      <th scope="row" className="px-3 py-2 text-left font-normal">
        {row.label}
      </th>
      {row.cells.map((text, d) => {
        const day = days[d]!;
        return (
          <td
            key={day.date}
            className={cn('px-1 py-1 text-center align-top', (day.weekend || day.holidayName) && 'bg-muted/50')}
          >
            {editable && open[d] ? (
              <HoursInput
                id={cellKey(r, d)}
                label={`${row.label}, ${longDay(day.date)}, hours`}
                text={text}
                error={cells[d]!.error}
                onChange={(next) => onCellChange(r, d, next)}
                onKeyDown={(event) => onCellKey(event, r, d)}
              />
            ) : (
              <span
                className="inline-block py-1.5 tabular-nums"
                aria-label={`${row.label}, ${longDay(day.date)}: ${totalText(hours[d]!)} hours`}
              >
                {formatHours(hours[d]!) || '–'}
              </span>
            )}
          </td>
        );
      })}
      <td className="px-2 py-2 text-right font-medium tabular-nums">{totalText(rowTotal(hours))}</td>
      {editable && (
        <td className="px-1 py-1 text-center">
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Delete the row ${row.label}`}
            title={keeps ? 'It has hours on a locked or approved day.' : undefined}
            disabled={busy || keeps}
            onClick={() => onDelete(row)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </td>
      )}
    </tr>
  );
}

interface HoursInputProps {
  /** The cell's data-cell, which its error's id ends with. */
  id: string;
  label: string;
  text: string;
  error: string | undefined;
  onChange: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** An open day's hours as typed, and under them what the cell cannot take. */
function HoursInput({ id, label, text, error, onChange, onKeyDown }: HoursInputProps) {
  const errorId = `cell-error-${id}`;
  return (
    <>
      <input
        data-cell={id}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'h-8 w-full min-w-14 rounded-md border border-input bg-background px-2 text-right tabular-nums outline-none',
          'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
          error && 'border-destructive',
        )}
      />
      {error && (
        <p id={errorId} className="mt-1 text-left text-xs text-destructive">
          {error}
        </p>
      )}
    </>
  );
}
