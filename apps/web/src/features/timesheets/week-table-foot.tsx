import { TriangleAlert } from 'lucide-react';
import type { TTimesheetDay } from '@staffdesk/shared/schemas/timesheets';
import { Button } from '@/components/ui/button';
import type { WeekAction } from './api/run-week-action';
import { longDay } from './day-labels';
import { presenceGap, totalText } from './hours';
import { ACTION_WORDS, dayActions, type GridMode } from './state-actions';
import type { CellReading } from './week-cells';

interface WeekTableFootProps {
  days: readonly TTimesheetDay[];
  reading: CellReading;
  mode: GridMode;
  editable: boolean;
  busy: boolean;
  touched: boolean;
  onDayAction: (action: WeekAction, date: string) => void;
}

/** The grid's foot, day by day: the hours logged, the hours present beside them, and the day's lock or decision. */
export function WeekTableFoot({ days, reading, mode, editable, busy, touched, onDayAction }: WeekTableFootProps) {
  return (
    <tfoot>
      <LoggedRow days={days} reading={reading} editable={editable} />
      <PresentRow days={days} totals={reading.totals} editable={editable} />
      <DayActionsRow
        days={days}
        mode={mode}
        editable={editable}
        busy={busy}
        touched={touched}
        onDayAction={onDayAction}
      />
    </tfoot>
  );
}

/** Each day's hours over every row, and why a day cannot be saved; the week's total. */
function LoggedRow({ days, reading, editable }: Pick<WeekTableFootProps, 'days' | 'reading' | 'editable'>) {
  return (
    <tr className="border-b bg-muted/40 font-medium">
      <th scope="row" className="px-3 py-2 text-left">
        Hours logged
      </th>
      {reading.totals.map((total, d) => (
        <td key={d} className="px-2 py-2 text-center tabular-nums" data-logged={days[d]!.date}>
          {totalText(total)}
          {reading.dayErrors[d] && <p className="text-xs font-normal text-destructive">{reading.dayErrors[d]}</p>}
        </td>
      ))}
      <td className="px-2 py-2 text-right tabular-nums" data-testid="week-total">
        {totalText(reading.weekHours)}
      </td>
      {editable && <td />}
    </tr>
  );
}

/** The hours between first in and last out of each day, and a warning where they and the hours logged part by over an hour. */
function PresentRow({
  days,
  totals,
  editable,
}: Pick<WeekTableFootProps, 'days' | 'editable'> & { totals: readonly number[] }) {
  return (
    <tr className="border-b">
      <th scope="row" className="px-3 py-2 text-left font-normal text-muted-foreground">
        Hours present
      </th>
      {days.map((day, d) => (
        <td key={day.date} className="px-2 py-2 text-center text-xs tabular-nums">
          {day.presentHours === null ? (
            <span className="text-muted-foreground">–</span>
          ) : (
            <span title={`${day.firstInTime ?? ''}–${day.lastOutTime ?? ''}`}>{totalText(day.presentHours)}</span>
          )}
          {presenceGap(totals[d]!, day.presentHours) && (
            <span className="mt-1 flex items-center justify-center gap-1 text-amber-800 dark:text-amber-300">
              <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" />
              <span>Differs by more than an hour</span>
            </span>
          )}
        </td>
      ))}
      <td />
      {editable && <td />}
    </tr>
  );
}

/** Each day's lock or unlock, approve or unapprove, as its state allows; a day is locked once its changes are saved. */
function DayActionsRow({ days, mode, editable, busy, touched, onDayAction }: Omit<WeekTableFootProps, 'reading'>) {
  return (
    <tr>
      <th scope="row" className="px-3 py-2 text-left font-normal text-muted-foreground">
        Day
      </th>
      {days.map((day) => (
        <td key={day.date} className="px-1 py-2 text-center">
          {dayActions(mode, day.state).map((action) => (
            <Button
              key={action}
              size="sm"
              variant="outline"
              disabled={busy || (action === 'lock' && touched)}
              onClick={() => onDayAction(action, day.date)}
              aria-label={`${ACTION_WORDS[action].day} ${longDay(day.date)}`}
            >
              {ACTION_WORDS[action].day}
            </Button>
          ))}
          {day.state === 'APPROVED' && mode === 'own' && (
            <span className="text-xs text-muted-foreground">{day.decidedByName ? `by ${day.decidedByName}` : ''}</span>
          )}
        </td>
      ))}
      <td />
      {editable && <td />}
    </tr>
  );
}
