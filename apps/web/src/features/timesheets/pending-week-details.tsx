import { TriangleAlert } from 'lucide-react';
import type { TAwayDay, TPendingTimesheetWeek } from '@staffdesk/shared/schemas/timesheets';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { longDay, shortDay } from './day-labels';
import { formatHours, totalText, weekDates } from './hours';

const hoursText = (hours: number) => `${formatHours(hours)} hour${hours === 1 ? '' : 's'}`;

/** "a day of approved Casual Leave", "a day the attendance records as absent". */
function awayText(day: TAwayDay): string {
  if (day.status === 'ABSENT') return 'a day the attendance records as absent';
  const leave = day.leaveLabel ?? 'leave';
  return day.status === 'HALF_DAY_LEAVE' ? `a day of approved half-day ${leave}` : `a day of approved ${leave}`;
}

/**
 * What a decider reads before deciding a week: the hours of each project activity by day, and the days with hours
 * that the attendance records as leave or absent.
 */
export function PendingWeekDetails({ week }: { week: TPendingTimesheetWeek }) {
  const dates = weekDates(week.startDate);
  const away = new Set(week.awayDays.map((day) => day.date));
  return (
    <div className="grid gap-3 text-sm">
      {week.awayDays.length > 0 && (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200">
          <p className="flex items-center gap-1 font-medium">
            <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
            Hours on days away
          </p>
          <ul className="mt-1 grid gap-0.5">
            {week.awayDays.map((day) => (
              <li key={day.date}>
                {hoursText(day.hours)} logged on {longDay(day.date)}, {awayText(day)}.
              </li>
            ))}
          </ul>
        </div>
      )}
      <Table aria-label={`Hours of ${week.employeeName} by project activity`}>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Project · activity</TableHead>
            {dates.map((date) => (
              <TableHead
                key={date}
                scope="col"
                className={cn('text-right', away.has(date) && 'text-amber-800 dark:text-amber-300')}
              >
                <span aria-hidden="true">{shortDay(date)}</span>
                <span className="sr-only">{longDay(date)}</span>
                {away.has(date) && <span className="sr-only">, away</span>}
              </TableHead>
            ))}
            <TableHead scope="col" className="text-right">
              Total
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {week.lines.length === 0 && (
            <TableRow>
              <TableCell colSpan={9} className="text-muted-foreground">
                No hours logged on its days.
              </TableCell>
            </TableRow>
          )}
          {week.lines.map((line) => (
            <TableRow key={`${line.projectCode} ${line.activityName}`}>
              <TableHead scope="row" className="font-normal whitespace-normal text-foreground">
                <span className="font-medium">{line.projectCode}</span> {line.projectName} · {line.activityName}
              </TableHead>
              {line.hours.map((hours, day) => (
                <TableCell key={dates[day]} className="text-right tabular-nums">
                  {formatHours(hours)}
                </TableCell>
              ))}
              <TableCell className="text-right font-medium tabular-nums">{totalText(line.totalHours)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
