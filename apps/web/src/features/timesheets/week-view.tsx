import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { formatDateRange } from '@/lib/dates';
import { useTimesheetWeek } from './api/get-timesheet-week';
import { shiftDate } from './hours';
import { WeekGrid } from './week-grid';

/** The week strip (previous, this week, next, the range in the app's date format) above a week's grid. */
export function WeekView({
  monday,
  thisMonday,
  onWeekChange,
  employeeId,
  mode,
}: {
  monday: string;
  thisMonday: string;
  onWeekChange: (monday: string) => void;
  employeeId?: number;
  mode: 'own' | 'decide';
}) {
  const query = useTimesheetWeek(monday, employeeId);
  const week = query.data;
  return (
    <section className="space-y-4" aria-busy={query.isFetching}>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="icon"
          variant="outline"
          onClick={() => onWeekChange(shiftDate(monday, -7))}
          aria-label="Previous week"
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button size="icon" variant="outline" onClick={() => onWeekChange(shiftDate(monday, 7))} aria-label="Next week">
          <ChevronRight aria-hidden="true" />
        </Button>
        <Button variant="outline" onClick={() => onWeekChange(thisMonday)} disabled={monday === thisMonday}>
          <CalendarDays aria-hidden="true" />
          This week
        </Button>
        <h2 className="text-base font-semibold" data-testid="week-range">
          {formatDateRange(monday, shiftDate(monday, 6))}
        </h2>
        {week && week.startDate === monday && (
          <p className="text-sm text-muted-foreground sm:ml-auto">
            {week.isOwn ? 'Your week' : week.employeeName}: {week.totalHours} hours
          </p>
        )}
      </div>
      {query.isError ? (
        <LoadError title="The week could not be loaded." onRetry={() => void query.refetch()} />
      ) : !week ? (
        <Skeleton className="h-72 w-full" />
      ) : (
        <WeekGrid key={`${week.employeeId}:${week.startDate}`} week={week} mode={mode} />
      )}
    </section>
  );
}
