import type { Ref } from 'react';
import type { TTimesheetWeek } from '@staffdesk/shared/schemas/timesheets';
import type { WeekAction } from './api/run-week-action';
import { longDay } from './day-labels';
import type { GridMode } from './state-actions';
import type { CellReading } from './week-cells';
import { rowKey, type DraftRow } from './week-draft';
import { WeekRow, type CellHandlers } from './week-row';
import { WeekTableFoot } from './week-table-foot';
import { WeekTableHead } from './week-table-head';

interface WeekTableProps extends CellHandlers {
  ref: Ref<HTMLTableElement>;
  week: TTimesheetWeek;
  mode: GridMode;
  rows: readonly DraftRow[];
  reading: CellReading;
  editable: boolean;
  busy: boolean;
  touched: boolean;
  onDeleteRow: (row: DraftRow) => void;
  onDayAction: (action: WeekAction, date: string) => void;
}

/** The table of a week: a row per project activity and a column per day, then the days' totals, attendance and actions. */
export function WeekTable({
  ref,
  week,
  mode,
  rows,
  reading,
  editable,
  busy,
  touched,
  onCellChange,
  onCellKey,
  onDeleteRow,
  onDayAction,
}: WeekTableProps) {
  return (
    <div className="relative overflow-x-auto rounded-md border" data-testid="week-grid">
      <table
        ref={ref}
        className="w-full min-w-[56rem] border-collapse text-sm"
        aria-label={`Timesheet of ${week.employeeName}, week of ${longDay(week.startDate)}`}
      >
        <WeekTableHead days={week.days} editable={editable} />
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={editable ? 10 : 9} className="px-3 py-6 text-center text-muted-foreground">
                {editable
                  ? 'No rows yet: add a project activity or copy last week\u2019s rows.'
                  : 'No hours logged this week.'}
              </td>
            </tr>
          )}
          {rows.map((row, r) => (
            <WeekRow
              key={rowKey(row)}
              row={row}
              r={r}
              days={week.days}
              cells={reading.cells[r]!}
              hours={reading.hours[r]!}
              editable={editable}
              busy={busy}
              onCellChange={onCellChange}
              onCellKey={onCellKey}
              onDelete={onDeleteRow}
            />
          ))}
        </tbody>
        <WeekTableFoot
          days={week.days}
          reading={reading}
          mode={mode}
          editable={editable}
          busy={busy}
          touched={touched}
          onDayAction={onDayAction}
        />
      </table>
    </div>
  );
}
